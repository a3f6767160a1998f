import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGracefulServer } from '../graceful-server.js';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, httpDrainBudgetMs } from '../shutdown-timeout.js';

/** Facts a service reports when healthy; throwing means unhealthy (a store is unreachable, a relay failed). */
export type HealthProbe = () => Promise<Record<string, unknown>>;

const HEALTH_PATHS = new Set(['/health', '/api/health']);

/** 200 with the probe's facts, or 503 problem+json: what container health checks and the gateway look at. */
export const healthResponder =
  (service: string, version: string, probe: HealthProbe) => async (_req: IncomingMessage, res: ServerResponse) => {
    try {
      const body = { status: 'ok', service, version, ...(await probe()) };
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    } catch (error) {
      res
        .writeHead(503, { 'content-type': 'application/problem+json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ status: 503, title: 'Service Unavailable', service, error: String(error) }));
    }
  };

/**
 * GET /health and GET /api/health answer from the probe, anything else goes to the app. The worker services
 * (projectors, relay) have no app: they serve the health check only.
 */
export const withHealth =
  (health: RequestListener, app?: RequestListener): RequestListener =>
  (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if ((req.method === 'GET' || req.method === 'HEAD') && HEALTH_PATHS.has(path)) return health(req, res);
    if (app) return app(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  };

/** Listens on PORT/HOST (port 0 picks a free one) and resolves once bound; a bind error rejects. */
export const startHttpServer = async (listener: RequestListener, { port, host }: { port: number; host: string }) => {
  const { server, close } = createGracefulServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    /**
     * Stops accepting connections, answers the requests already received with `Connection: close`, drops idle
     * keep-alive connections, and cuts what is left at the HTTP part of `timeoutMs` (see graceful-server.ts).
     */
    close: async (timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS) => {
      await close(httpDrainBudgetMs(timeoutMs));
    },
  };
};
