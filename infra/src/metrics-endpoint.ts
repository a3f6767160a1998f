import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from '@sb/platform';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format. With `token` (METRICS_TOKEN) only a scraper that sends
 * `Authorization: Bearer <token>` gets an answer (401 otherwise); without one, the production services keep
 * /metrics off (`requireToken`) and the embedded stack serves it to anyone who reaches its port.
 */
export const metricsHandler =
  (metrics: Metrics, { token, requireToken = false }: { token?: string; requireToken?: boolean } = {}) =>
  async (req: IncomingMessage, res: ServerResponse) => {
    if (token === undefined && requireToken) {
      res
        .writeHead(404, { 'content-type': 'application/problem+json' })
        .end(JSON.stringify({ status: 404, title: 'Not Found', error: 'Metrics are off: set METRICS_TOKEN' }));
      return;
    }
    if (token !== undefined && !sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) {
      res
        .writeHead(401, { 'content-type': 'application/problem+json', 'www-authenticate': 'Bearer' })
        .end(JSON.stringify({ status: 401, title: 'Unauthorized', error: 'Metrics need the METRICS_TOKEN bearer' }));
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
    } catch (error) {
      res
        .writeHead(503, { 'content-type': 'application/problem+json' })
        .end(JSON.stringify({ status: 503, title: 'Service Unavailable', error: String(error) }));
    }
  };
