import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '@sb/platform';
import { createGracefulServer } from '../graceful-server.js';
import { metricsHandler } from '../metrics-endpoint.js';
import { livenessHandler, readinessHandler, type ReadinessCheck } from '../readiness.js';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, httpDrainBudgetMs } from '../shutdown-timeout.js';

/** Facts a service reports when healthy; throwing means unhealthy (a store is unreachable, a relay failed). */
type HealthProbe = () => Promise<Record<string, unknown>>;

/** 200 with the probe's facts, or 503 problem+json: what container health checks and the gateway look at. */
const healthResponder =
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

export type ServiceProbes = {
  service: string;
  version: string;
  /** GET /health and /api/health: the service's facts (what container health checks looked at so far). */
  health: HealthProbe;
  /** GET /health/ready and /api/health/ready: what must hold before the service takes traffic. */
  readiness: readonly ReadinessCheck[];
  /** GET /metrics, only with `Authorization: Bearer <METRICS_TOKEN>`; off without a token. */
  metrics: Metrics;
  metricsToken: string | undefined;
};

/**
 * The probes every production service answers before its app: health (/health, /api/health), liveness
 * (/health/live, /api/health/live), readiness (/health/ready, /api/health/ready) and /metrics. The worker
 * services (projectors, relay) have no app: they serve the probes only.
 */
export const withProbes = (probes: ServiceProbes, app?: RequestListener): RequestListener => {
  const health = healthResponder(probes.service, probes.version, probes.health);
  const live = livenessHandler(probes.service, probes.version);
  const ready = readinessHandler(probes.service, probes.readiness);
  const metrics = metricsHandler(probes.metrics, { token: probes.metricsToken, requireToken: true });
  const routes = new Map<string, RequestListener>([
    ['/health', health],
    ['/api/health', health],
    ['/health/live', live],
    ['/api/health/live', live],
    ['/health/ready', ready],
    ['/api/health/ready', ready],
    ['/metrics', metrics],
  ]);
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const probe = routes.get(path);
    if ((req.method === 'GET' || req.method === 'HEAD') && probe) return probe(req, res);
    if (app) return app(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  };
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
