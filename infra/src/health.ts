import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventStore } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';

/** GET /api/health: 200 with the log head and how far the read models lag behind it. */
export const healthHandler =
  ({ eventStore, progress, version }: { eventStore: EventStore; progress: ProjectionProgress; version: string }) =>
  async (_req: IncomingMessage, res: ServerResponse) => {
    try {
      const logPosition = await eventStore.headPosition();
      const projectionPosition = await progress.position();
      const body = {
        status: 'ok',
        version,
        logPosition,
        projectionPosition,
        projectionLag: Math.max(0, logPosition - projectionPosition),
      };
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    } catch (error) {
      res
        .writeHead(503, { 'content-type': 'application/problem+json' })
        .end(JSON.stringify({ status: 503, title: 'Service Unavailable', error: String(error) }));
    }
  };
