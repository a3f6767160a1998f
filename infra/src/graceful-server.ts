import { createServer, type RequestListener, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * An HTTP server that can be drained: `close(deadlineMs)` stops accepting connections, answers every request
 * already received (with `Connection: close`, so no client sends another on that connection), closes idle
 * keep-alive connections at once and busy ones after their answer, and destroys whatever is still open at the
 * deadline. Resolves when no connection is left; `forced` says the deadline cut some.
 */
export const createGracefulServer = (listener: RequestListener) => {
  let draining = false;
  const answering = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      // Its connection is idle now (or closing): close it after this turn, as for every idle one.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    if (draining) res.setHeader('connection', 'close');
    listener(req, res);
  });

  const close = (deadlineMs: number) =>
    new Promise<{ forced: boolean }>((resolve) => {
      if (draining) throw new Error('The server is already closing');
      draining = true;
      for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close');
      let forced = false;
      const deadline = setTimeout(() => {
        forced = true;
        server.closeAllConnections();
      }, deadlineMs);
      // net's close, not http's: http's also destroys idle connections at once, before this poll phase has read
      // a request a client sent just before the signal (its bytes wait in the socket). Idle ones are closed
      // after this turn of the event loop instead, once any such request has been read and is being answered.
      NetServer.prototype.close.call(server, () => {
        clearTimeout(deadline);
        resolve({ forced });
      });
      setImmediate(() => server.closeIdleConnections());
    });

  return { server, close };
};
