import { ExpectedVersionConflict, type AppendResult, type RecordedEvent } from '../../event-store/event-store.js';
import type { CatalogueLog, CataloguePage } from '../ingest/catalogue-log.js';
import type { FromWorker, LogAnswer, LogCall } from './feed-worker-protocol.js';

/**
 * The worker thread's CatalogueLog: every call is a message to the main thread, which answers it on the event
 * store (worker-feed-ingester.ts). A lost race comes back as ExpectedVersionConflict, so the ingester re-reads and
 * decides again exactly as it does in the process.
 */
export const remoteCatalogueLog = (post: (message: FromWorker) => void) => {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;

  const ask = <Value>(request: LogCall) =>
    new Promise<Value>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve: resolve as (value: unknown) => void, reject });
      post({ kind: 'log-call', id: nextId, request });
    });

  const log: CatalogueLog = {
    readPage: (afterPosition) => ask<CataloguePage>({ call: 'readPage', afterPosition }),
    readStream: (streamId, fromRevision) => ask<RecordedEvent[]>({ call: 'readStream', streamId, fromRevision }),
    append: (streamId, events, expectedRevision) =>
      ask<AppendResult>({ call: 'append', streamId, eventsJson: JSON.stringify(events), expectedRevision }),
  };

  const answer = (message: LogAnswer) => {
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else if (message.conflict) {
      const { streamId, expected, actual } = message.conflict;
      call.reject(new ExpectedVersionConflict(streamId, expected, actual));
    } else call.reject(new Error(message.message));
  };

  return { log, answer };
};
