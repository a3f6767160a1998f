import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadModelFacts } from '@sb/platform';

/** One condition of readiness: ok, or not with a reason; either way with the facts it looked at. */
export type CheckResult = { ok: boolean; error?: string; [fact: string]: unknown };
export type ReadinessCheck = { name: string; run: () => Promise<CheckResult> };

/** A check that has not answered by then has failed: a store stuck behind a hung transaction is not ready. */
const CHECK_TIMEOUT_MS = 2000;

const withinTimeout = async ({ run }: ReadinessCheck, timeoutMs: number): Promise<CheckResult> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([run(), late]);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
};

/**
 * GET /api/health/ready: 200 `{ status: 'ready', checks }` when every check passes, else 503
 * `{ status: 'not ready', error, checks }` naming what failed. A check that throws or does not answer within
 * `timeoutMs` counts as failed (a store that cannot answer). What orchestrators wait for before sending
 * traffic, and the compose start order.
 */
export const readinessHandler =
  (service: string, checks: readonly ReadinessCheck[], timeoutMs = CHECK_TIMEOUT_MS) =>
  async (_req: IncomingMessage, res: ServerResponse) => {
    const results = await Promise.all(
      checks.map(async (check): Promise<[string, CheckResult]> => [check.name, await withinTimeout(check, timeoutMs)]),
    );
    const failed = results.filter(([, result]) => !result.ok);
    const body = {
      status: failed.length === 0 ? 'ready' : 'not ready',
      service,
      ...(failed.length > 0 ? { error: failed.map(([name, r]) => `${name}: ${r.error ?? 'failed'}`).join('; ') } : {}),
      checks: Object.fromEntries(results),
    };
    res
      .writeHead(failed.length === 0 ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  };

/** GET /api/health/live: the process answers (nothing else is looked at, so a slow store never restarts it). */
export const livenessHandler = (service: string, version: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res
    .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify({ status: 'live', service, version, uptimeSeconds: Math.round(process.uptime()) }));
};

/** The stores answer (a read of the log head, of a checkpoint). */
export const storesReachable = (stores: {
  logPosition?: () => Promise<number>;
  readCheckpoint?: () => Promise<number>;
}): ReadinessCheck => ({
  name: 'stores',
  async run() {
    const [logPosition, checkpoint] = await Promise.all([stores.logPosition?.(), stores.readCheckpoint?.()]);
    return { ok: true, logPosition, checkpoint };
  },
});

/** No read model is parked at an event it could not apply (its answers would be stale until a fix). */
export const noParkedReadModel = (readModels: () => Promise<readonly ReadModelFacts[]>): ReadinessCheck => ({
  name: 'parked',
  async run() {
    const parked = (await readModels()).filter((model) => model.parked).map((model) => model.name);
    return parked.length === 0 ? { ok: true, parked } : { ok: false, error: `parked: ${parked.join(', ')}`, parked };
  },
});

/** Every read model is within `maxLag` log positions of the head. */
export const projectionsWithinLag = (
  logPosition: () => Promise<number>,
  readModels: () => Promise<readonly ReadModelFacts[]>,
  maxLag: number,
): ReadinessCheck => ({
  name: 'projectionLag',
  async run() {
    const [head, models] = await Promise.all([logPosition(), readModels()]);
    const lags = Object.fromEntries(models.map((model) => [model.name, Math.max(0, head - model.checkpoint)]));
    const behind = Object.entries(lags).filter(([, lag]) => lag > maxLag);
    return behind.length === 0
      ? { ok: true, maxLag, lags }
      : {
          ok: false,
          error: behind.map(([name, lag]) => `${name} ${lag} behind (max ${maxLag})`).join(', '),
          maxLag,
          lags,
        };
  },
});

/** The odds feed has not failed more than `maxFailures` refreshes in a row. */
export const feedNotFailing = (consecutiveFailures: () => number, maxFailures: number): ReadinessCheck => ({
  name: 'oddsFeed',
  async run() {
    const failures = consecutiveFailures();
    return failures <= maxFailures
      ? { ok: true, consecutiveFailures: failures, maxFailures }
      : {
          ok: false,
          error: `${failures} refreshes failed in a row (max ${maxFailures})`,
          consecutiveFailures: failures,
          maxFailures,
        };
  },
});
