import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventStore } from '@sb/platform';
import type { ParkedProjection, ProjectionProgress } from '@sb/projectors';
import { parkedSummary } from './parked-health.js';

/**
 * GET /api/health: 200 with the log head and how far the read models lag behind it (the read models that are
 * not parked); 503 when a read model is parked (named, with its event and error) or a store cannot answer.
 */
export const healthHandler =
  ({
    eventStore,
    progress,
    parked,
    version,
  }: {
    eventStore: EventStore;
    progress: ProjectionProgress;
    parked: () => Promise<ParkedProjection[]> | ParkedProjection[];
    version: string;
  }) =>
  async (_req: IncomingMessage, res: ServerResponse) => {
    try {
      const logPosition = await eventStore.headPosition();
      const projectionPosition = await progress.position();
      const stuck = await parked();
      const facts = {
        version,
        logPosition,
        projectionPosition,
        projectionLag: Math.max(0, logPosition - projectionPosition),
      };
      if (stuck.length > 0) {
        const problem = {
          status: 503,
          title: 'Service Unavailable',
          error: parkedSummary(stuck),
          parked: stuck,
          ...facts,
        };
        res
          .writeHead(503, { 'content-type': 'application/problem+json', 'cache-control': 'no-store' })
          .end(JSON.stringify(problem));
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ status: 'ok', ...facts }));
    } catch (error) {
      res
        .writeHead(503, { 'content-type': 'application/problem+json' })
        .end(JSON.stringify({ status: 503, title: 'Service Unavailable', error: String(error) }));
    }
  };
