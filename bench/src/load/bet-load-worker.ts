/**
 * The bet-placement load generator, run as its own process (so the stack's event loop only serves): one
 * keep-alive loop per client, each a separate signed-in player, posting a $10 single for `seconds`.
 *
 * A 409 "Odds have changed" (the feed moved the price mid-run) is what a player's slip does too: the client
 * takes the current price from the answer and goes on. Projection lag is sampled through the query API: about
 * `lagSamplesPerSecond` times a second over all clients, a client that was just answered 201 asks
 * GET /api/user with X-Min-Position set to the X-Log-Position it was given (the read-your-writes wait), without
 * holding up its next bet; the lag is from the bet's answer to that answer.
 *
 * The samples go over a fixed pool of `LAG_SOCKETS` keep-alive connections opened before the run starts. A pool
 * without a limit opened a new connection whenever every one was busy: under load those connections waited in the
 * server's full accept queue and for the kernel's SYN retransmits (1 s, 3 s, 7 s), and that wait was counted as lag
 * (`nstat`: thousands of ListenOverflows in one run). With the fixed pool a sample that finds every connection busy
 * waits for one in this client, and that wait still counts, so a figure can only be too high, never too low.
 *
 * Prints {placed, refused, oddsChanged, refusals, elapsedMs, latenciesMs, lagMs, lagStale} as JSON on stdout.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

type Job = { url: string; cookies: string[]; seconds: number; body: string; lagSamplesPerSecond: number };
type Answer = { status: number; position: string | undefined; stale: boolean; text: string };

// The job comes in a file: 500 session cookies do not fit in one command-line argument.
const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Job;
const agent = new Agent({ keepAlive: true, maxSockets: job.cookies.length, maxFreeSockets: job.cookies.length });
const LAG_SOCKETS = 128;
const lagAgent = new Agent({ keepAlive: true, maxSockets: LAG_SOCKETS });
const betsUrl = new URL('/api/bets', job.url);
const userUrl = new URL('/api/user', job.url);
const pingUrl = new URL('/api/ping', job.url);

const send = (
  url: URL,
  options: { method: string; agent: Agent; headers: Record<string, string | number> },
  body?: string,
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          position: res.headers['x-log-position'] as string | undefined,
          stale: res.headers['x-projection-stale'] === 'true',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A keep-alive socket the server closed as it was reused (Node's documented race): a GET is asked again once.
      if (req.reusedSocket && error.code === 'ECONNRESET' && options.method === 'GET') {
        send(url, options, body).then(resolve, reject);
      } else reject(error);
    });
    req.end(body);
  });

let body = job.body;
/** The price the server quoted in a 409, so the next bet asks for it (as the slip's "accept new odds"). */
const takeCurrentPrice = (text: string) => {
  const details = (JSON.parse(text) as { details?: { legs?: { americanOdds: number }[] } }).details;
  const current = details?.legs?.[0]?.americanOdds;
  if (current === undefined) return false;
  const bet = JSON.parse(body) as { legs: { americanOdds: number }[] };
  for (const leg of bet.legs) leg.americanOdds = current;
  body = JSON.stringify(bet);
  return true;
};

const latenciesMs: number[] = [];
const lagMs: number[] = [];
const lagChecks: Promise<void>[] = [];
let placed = 0;
let refused = 0;
let oddsChanged = 0;
let lagStale = 0;
/** Each kind of refusal other than odds changed ("<status> <error>") and how many: a run that refuses is explained. */
const refusals: Record<string, number> = {};
const countRefusal = (kind: string) => void (refusals[kind] = (refusals[kind] ?? 0) + 1);
const refusalOf = (answer: Answer) => {
  let error = '';
  try {
    error = String((JSON.parse(answer.text) as { error?: unknown }).error ?? '');
  } catch {
    error = answer.text.slice(0, 80);
  }
  return `${answer.status} ${error}`.trim();
};
/** Opens `count` connections of `pool` before the first bet: each answers a no-op at the same time. */
const openConnections = (pool: Agent, count: number) =>
  Promise.all(Array.from({ length: count }, () => send(pingUrl, { method: 'GET', agent: pool, headers: {} })));

// The players' connections are open before the clock starts, as the lag pool's: a bet's latency is the bet's.
await openConnections(agent, job.cookies.length);
if (job.lagSamplesPerSecond > 0) await openConnections(lagAgent, LAG_SOCKETS);
const deadline = performance.now() + job.seconds * 1000;
const lagEveryMs = (job.cookies.length * 1000) / job.lagSamplesPerSecond;

const sampleLag = (cookie: string, position: string, answeredAt: number) => {
  const check = send(userUrl, { method: 'GET', agent: lagAgent, headers: { cookie, 'x-min-position': position } }).then(
    (answer) => {
      // A stale answer (the read models had not reached the bet within the query API's wait) is counted apart.
      if (answer.status === 200 && !answer.stale) lagMs.push(performance.now() - answeredAt);
      else lagStale += 1;
    },
    () => void (lagStale += 1),
  );
  lagChecks.push(check);
};

const client = async (cookie: string, index: number) => {
  // Spread the clients' samples over the interval instead of all at once.
  let nextLagAt = performance.now() + (lagEveryMs * index) / job.cookies.length;
  while (performance.now() < deadline) {
    const start = performance.now();
    const answer = await send(
      betsUrl,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
      },
      body,
    ).catch((error: NodeJS.ErrnoException) => {
      // Not asked again (a bet is not idempotent without a key): counted as a refusal of its own kind.
      countRefusal(`connection ${error.code ?? error.message}`);
      return undefined;
    });
    if (answer === undefined) {
      refused += 1;
      continue;
    }
    const answeredAt = performance.now();
    latenciesMs.push(answeredAt - start);
    if (answer.status === 201) {
      placed += 1;
      if (answer.position && answeredAt >= nextLagAt) {
        nextLagAt = answeredAt + lagEveryMs;
        sampleLag(cookie, answer.position, answeredAt);
      }
    } else {
      refused += 1;
      if (answer.status === 409 && takeCurrentPrice(answer.text)) oddsChanged += 1;
      else countRefusal(refusalOf(answer));
    }
  }
};

const started = performance.now();
await Promise.all(job.cookies.map(client));
const elapsedMs = performance.now() - started;
await Promise.all(lagChecks);
agent.destroy();
lagAgent.destroy();
process.stdout.write(
  JSON.stringify({ placed, refused, oddsChanged, refusals, elapsedMs, latenciesMs, lagMs, lagStale }),
);
