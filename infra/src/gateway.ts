import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * The gateway rule of ARCHITECTURE.md, applied in-process: GET /api/* goes to the query API, every
 * other /api method to the command API, and everything else to the web (shell and remotes).
 */
export const createGateway =
  ({
    health,
    query,
    command,
    web,
  }: {
    health: RequestListener;
    query: RequestListener;
    command: RequestListener;
    web: RequestListener;
  }) =>
  (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/api/health') return health(req, res);
    if (path === '/api' || path.startsWith('/api/'))
      return req.method === 'GET' || req.method === 'HEAD' ? query(req, res) : command(req, res);
    return web(req, res);
  };
