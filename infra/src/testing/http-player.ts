import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One HTTP exchange as a client sees it: when its last byte was written, and the answer or the failure. */
export type Exchange = {
  method: string;
  path: string;
  sentAt: number;
  status?: number;
  body?: unknown;
  headers?: Record<string, string | string[] | undefined>;
  /** ECONNRESET, ECONNREFUSED, socket hang up...: the client cannot know what happened. */
  error?: string;
};

/**
 * A client on its own keep-alive connection (like a browser tab or a bot), with a session cookie. `sentAt`
 * (performance.now()) is taken when the request's bytes were handed to the socket, so a spec can tell the
 * requests sent before a signal from those sent after.
 */
export const keepAliveClient = (baseUrl: string, cookie = '') => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(baseUrl);
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Exchange>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const exchange: Exchange = { method, path, sentAt: Number.NaN };
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              /* not JSON */
            }
            const setCookie = res.headers['set-cookie']?.[0];
            if (setCookie) cookie = setCookie.split(';')[0] ?? cookie;
            resolve({ ...exchange, status: res.statusCode, body: parsed, headers: res.headers });
          });
          res.on('error', (error) => resolve({ ...exchange, error: String(error) }));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ ...exchange, error: error.code ?? String(error) }));
      req.end(payload, () => (exchange.sentAt = performance.now()));
    });
  return {
    send,
    post: (path: string, body: unknown = {}) => send('POST', path, body),
    get: (path: string) => send('GET', path),
    cookie: () => cookie,
    close: () => agent.destroy(),
  };
};

export type KeepAliveClient = ReturnType<typeof keepAliveClient>;

const expectStatus = (exchange: Exchange, wanted: number) => {
  if (exchange.status !== wanted) {
    throw new Error(
      `${exchange.method} ${exchange.path} answered ${exchange.status ?? exchange.error}: ${JSON.stringify(exchange.body)}`,
    );
  }
  return exchange;
};

export const signedIn = async (baseUrl: string, username: string, password: string) => {
  const client = keepAliveClient(baseUrl);
  expectStatus(await client.post('/api/login', { username, password }), 200);
  return client;
};

/** Registers a player, has `admin` approve them (the starting balance), and signs them in. */
export const approvedPlayerClient = async (baseUrl: string, admin: KeepAliveClient, username: string) => {
  const password = `Long-enough-${username}-7`;
  const registered = expectStatus(await keepAliveClient(baseUrl).post('/api/register', { username, password }), 201);
  const userId = (registered.body as { userId: string }).userId;
  expectStatus(await admin.post(`/api/admin/approve-user/${userId}`), 200);
  return { userId, password, client: await signedIn(baseUrl, username, password) };
};

type Market = { eventId: string; marketType: string; homeOdds: number | null };
type CatalogueEvent = { id: string; status: string; scheduledAt: string };

/**
 * Has the admin refresh the simulated feed and picks a scheduled game's moneyline that stays open for the
 * spec (kickoff more than an hour ahead): a $10 single on it (the smallest bet) is a bet that can be placed many times.
 */
export const moneylineSingle = async (admin: KeepAliveClient, stake = 10) => {
  expectStatus(await admin.post('/api/admin/refresh-game-props'), 200);
  const events = expectStatus(await admin.get('/api/events'), 200).body as CatalogueEvent[];
  const markets = expectStatus(await admin.get('/api/markets'), 200).body as Market[];
  const later = new Set(
    events
      .filter((e) => e.status === 'scheduled' && Date.parse(e.scheduledAt) - Date.now() > 3_600_000)
      .map((e) => e.id),
  );
  const market = markets.find((m) => m.marketType === 'moneyline' && m.homeOdds !== null && later.has(m.eventId));
  if (!market) throw new Error('no scheduled game with a moneyline more than an hour ahead');
  return {
    betMode: 'single',
    stake,
    balanceType: 'cash',
    legs: [
      {
        eventId: market.eventId,
        marketType: 'moneyline',
        selection: 'home',
        line: null,
        americanOdds: market.homeOdds,
        stake,
      },
    ],
  };
};
