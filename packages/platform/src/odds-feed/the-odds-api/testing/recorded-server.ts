import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const RECORDED = fileURLToPath(new URL('../recorded/', import.meta.url));

export type RecordedRequest = { pathname: string; params: Record<string, string> };
/** A test's override of one request: a status with a recorded error body and headers, or no answer at all. */
export type Override = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export type RecordedServerOptions = {
  /** Endpoint file name -> the file served instead (e.g. the '.later' recordings). */
  replace?: Record<string, string>;
  /** Called per request (1-based count); returning undefined serves the recording. */
  override?: (request: RecordedRequest, count: number) => Override | undefined;
  /** x-requests-remaining before the first request. */
  quota?: number;
};

const fileFor = ({ pathname, params }: RecordedRequest) => {
  const match = /^\/v4\/sports\/([a-z_]+)\/(odds|scores|events)(?:\/([0-9a-f]+)\/odds)?$/.exec(pathname);
  if (!match) return undefined;
  const [, sport, endpoint, eventId] = match;
  if (eventId) return `${sport}.event-${eventId}.${params.markets?.includes('player_') ? 'props' : 'markets'}.json`;
  return `${sport}.${endpoint}.json`;
};

/** Serves the recorded responses on 127.0.0.1, with the quota headers The Odds API sends, and logs every request. */
export const startRecordedServer = async ({ replace = {}, override, quota = 500 }: RecordedServerOptions = {}) => {
  const requests: RecordedRequest[] = [];
  let remaining = quota;
  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const request = { pathname: url.pathname, params: Object.fromEntries(url.searchParams) };
    requests.push(request);
    remaining = Math.max(0, remaining - 1);
    const quotaHeaders = {
      'x-requests-remaining': String(remaining),
      'x-requests-used': String(quota - remaining),
      'x-requests-last': '1',
    };
    const special = override?.(request, requests.length);
    if (special === 'hang') return;
    if (special) {
      const body = special.body ? await readFile(`${RECORDED}${special.body}`, 'utf8') : '';
      response
        .writeHead(special.status, { 'content-type': 'application/json', ...quotaHeaders, ...special.headers })
        .end(body);
      return;
    }
    const file = fileFor(request);
    const body = file && (await readFile(`${RECORDED}${replace[file] ?? file}`, 'utf8').catch(() => undefined));
    if (!body) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Unknown sport or event"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', ...quotaHeaders }).end(body);
  };
  const server = createServer((incoming, response) => void handle(incoming, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
