import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * The gateway rule of ARCHITECTURE.md, applied in-process: GET /api/* goes to the query API, every
 * other /api method to the command API, and everything else to the web (shell and remotes). The health
 * routes (/api/health, /api/health/live, /api/health/ready) and GET /metrics are answered before that.
 */
export const createGateway = ({
  health,
  live,
  ready,
  metrics,
  query,
  command,
  web,
}: {
  health: RequestListener;
  live: RequestListener;
  ready: RequestListener;
  metrics: RequestListener;
  query: RequestListener;
  command: RequestListener;
  web: RequestListener;
}) => {
  const probes = new Map<string, RequestListener>([
    ['/api/health', health],
    ['/api/health/live', live],
    ['/api/health/ready', ready],
    ['/metrics', metrics],
  ]);
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const probe = probes.get(path);
    if (probe && (path === '/api/health' || req.method === 'GET' || req.method === 'HEAD')) return probe(req, res);
    if (path === '/api' || path.startsWith('/api/'))
      return req.method === 'GET' || req.method === 'HEAD' ? query(req, res) : command(req, res);
    return web(req, res);
  };
};
