import { performance } from 'node:perf_hooks';

/** How long a refresh may hold the event loop before it lets requests through. */
const REFRESH_SLICE_MS = 4;

let resumedAt = performance.now();

/**
 * The feed's refreshes run on the event loop that answers every request: a full games and props refresh is
 * about a second of CPU (12,000 props priced and compared with the catalogue), which in one piece held every
 * request for that long. The refresh calls this between games: once REFRESH_SLICE_MS have passed since it last
 * let go, it waits for setImmediate, so the requests (and appends' subscribers) waiting on I/O are answered first,
 * then carries on. The work and its result are unchanged; only its slices are spread out.
 */
export async function yieldToRequests(): Promise<void> {
  if (performance.now() - resumedAt < REFRESH_SLICE_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  resumedAt = performance.now();
}
