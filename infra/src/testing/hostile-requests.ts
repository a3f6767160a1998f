import { Agent, request } from 'node:http';
import fc from 'fast-check';
import type { Route } from './koa-routes.js';

/** A request as a hostile or broken client may send it: any body text, header values possibly repeated. */
export type HostileRequest = {
  method: string;
  path: string;
  body: string | undefined;
  headers: Record<string, string | string[]>;
};

/**
 * With its Content-Length: node sends a GET or DELETE body without one, which is then read as the next request on
 * the connection (a framing fault of the client, not the hostile input this is about).
 */
const framed = ({ body, headers }: HostileRequest) =>
  body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };

export type RawAnswer = { status: number; body: string } | { error: string };

/** Sends the request as is (node:http keeps repeated header lines repeated) on a connection of its own. */
export const sendRaw = (baseUrl: string, hostile: HostileRequest) =>
  new Promise<RawAnswer>((resolve) => {
    const { hostname, port } = new URL(baseUrl);
    // Keep-alive, so node does not add `Connection: close` (the server would then log the body as extra data).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const req = request(
      { hostname, port, method: hostile.method, path: hostile.path, headers: framed(hostile), agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          agent.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
        res.on('error', (error) => resolve({ error: String(error) }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }));
    req.end(hostile.body);
  });

const FIELDS = [
  'bet',
  'betType',
  'stake',
  'legs',
  'betMode',
  'balanceType',
  'username',
  'password',
  'amount',
  'status',
  'choice',
  'clientSeed',
  'roundId',
  'eventId',
  'marketType',
  'selection',
  'americanOdds',
  'line',
  'type',
  'isAdmin',
  'role',
  'cashCents',
  'action',
  'gameId',
  'currentPassword',
  'newPassword',
];

const hugeAndNegative = fc.constantFrom(
  -1,
  -0.01,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  1e-320,
  0.1 + 0.2,
  123456789012345680000,
);
const unicode = fc.string({ unit: 'grapheme', maxLength: 40 });
const scalar = fc.oneof(
  hugeAndNegative,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  unicode,
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Bodies with the routes' own field names holding wrong types, huge, negative and unicode values. */
const fieldsBody = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((body) => JSON.stringify(body));
const deepNesting = fc
  .tuple(fc.integer({ min: 500, max: 200_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth));
const largeBody = fc
  .tuple(fc.constantFrom(...FIELDS), fc.integer({ min: 100_000, max: 3_000_000 }))
  .map(([field, size]) => JSON.stringify({ [field]: 'x'.repeat(size) }));

export const hostileBody: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 5, arbitrary: fieldsBody },
  { weight: 2, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: largeBody },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('', 'null', '[]', '"text"', '{', '{"bet":}', '\u0000') },
);

const headerValue = (values: string[]) =>
  fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...values),
    fc.array(fc.constantFrom(...values), { minLength: 2, maxLength: 3 }),
  );

/** Missing, wrong and repeated headers; `cookie` is the role's session, also sent twice or beside garbage. */
export const hostileHeaders = (cookie: string | undefined) =>
  fc
    .record({
      'content-type': headerValue([
        'application/json',
        'text/plain',
        'application/json; charset=utf-16',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ]),
      origin: headerValue(['http://evil.example', 'null', 'http://127.0.0.1']),
      cookie: cookie
        ? fc.oneof(
            { weight: 6, arbitrary: fc.constant(cookie) },
            { weight: 1, arbitrary: headerValue([cookie, 'sb_session=forged', '%%%']) },
          )
        : headerValue(['sb_session=forged', 'sb_session=', '%%%']),
      'x-min-position': headerValue(['-1', '1e309', 'abc', '99999999999999999999', '0', '3.5']),
      'idempotency-key': headerValue(['not-a-uuid', '', '00000000-0000-0000-0000-000000000000']),
      'x-forwarded-for': headerValue(['1.2.3.4', 'garbage']),
    })
    .map((headers) => {
      const defined: Record<string, string | string[]> = {};
      for (const [name, v] of Object.entries(headers)) if (v !== undefined) defined[name] = v;
      return defined;
    });

const queryValue = fc.oneof(unicode, hugeAndNegative.map(String), fc.constantFrom('', '-1', 'NaN', '[]', '%00'));
const query = fc.dictionary(
  fc.constantFrom('limit', 'offset', 'sport', 'league', 'status', 'from', 'to', 'game', 'page', 'date', 'eventId', 'q'),
  queryValue,
  { maxKeys: 4 },
);

/** The route's path with each `:param` filled by a known id, unicode, traversal or a very long value; plus a query. */
export const hostilePath = (route: Route, knownIds: string[]) => {
  const param = fc.oneof(
    fc.constantFrom(...knownIds),
    unicode,
    fc.constantFrom('..', '%2e%2e%2f', 'a'.repeat(5000), '-1', '0', 'null', '%00'),
  );
  const names = route.path.match(/:\w+/g) ?? [];
  return fc.tuple(fc.array(param, { minLength: names.length, maxLength: names.length }), query).map(([values, q]) => {
    let path = route.path;
    names.forEach((name, i) => {
      const raw = values[i] ?? '';
      path = path.replace(name, /%/.test(raw) && /^[!-~]*$/.test(raw) ? raw : encodeURIComponent(raw));
    });
    const search = new URLSearchParams(q).toString();
    return search ? `${path}?${search}` : path;
  });
};
