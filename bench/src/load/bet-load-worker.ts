/**
 * The bet-placement load generator, run as its own process (so the stack's event loop only serves): one
 * keep-alive loop per client, each a separate signed-in player, posting a $10 single for `seconds`.
 * Prints {placed, refused, latenciesMs} as JSON on stdout.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

type Job = { url: string; cookies: string[]; seconds: number; body: string };

// The job comes in a file: 500 session cookies do not fit in one command-line argument.
const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Job;
const agent = new Agent({ keepAlive: true, maxSockets: job.cookies.length });
const target = new URL('/api/bets', job.url);

const post = (cookie: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(job.body), cookie },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(job.body);
  });

const latenciesMs: number[] = [];
let placed = 0;
let refused = 0;
const deadline = performance.now() + job.seconds * 1000;

const client = async (cookie: string) => {
  while (performance.now() < deadline) {
    const start = performance.now();
    const status = await post(cookie);
    latenciesMs.push(performance.now() - start);
    if (status === 201) placed += 1;
    else refused += 1;
  }
};

const started = performance.now();
await Promise.all(job.cookies.map(client));
const elapsedMs = performance.now() - started;
agent.destroy();
process.stdout.write(JSON.stringify({ placed, refused, elapsedMs, latenciesMs }));
