import type { FeedLogger, OddsQuotaStatus } from '../../odds-provider.js';
import type { QuotaLedger } from './quota-ledger.js';
import {
  createPaceBuckets,
  mainEveryMs,
  planRefresh,
  shareOf,
  tierOf,
  type CallCandidate,
  type CallKind,
  type KnownGame,
  type RefreshPolicy,
  type Tier,
} from './refresh-planner.js';

/** A request the provider would make: where, and what it is for. */
export type PlannedCall = {
  id: string;
  kind: CallKind | 'events';
  /** What the call is about (a league, a game) and what it asks for; `label` says both. */
  subject: string;
  what: string;
  label: string;
  path: string;
  params: Record<string, string>;
  estimatedCost: number;
  /** The game a per-event call is about. */
  startsAt?: number;
};

type Answer = { body: unknown; at: number; cost: number };
type Known = { startsAt: number; completed: boolean };

const LIST_EVERY_MS = 10 * 60_000;
const NEVER = Number.POSITIVE_INFINITY;

/** Start and completion of every game a league answer lists (odds, scores or events). */
const gamesIn = (body: unknown): Known[] =>
  Array.isArray(body)
    ? body.flatMap((item: { commence_time?: unknown; completed?: unknown }) =>
        typeof item.commence_time === 'string'
          ? [{ startsAt: Date.parse(item.commence_time), completed: item.completed === true }]
          : [],
      )
    : [];

class RefreshSkipped extends Error {
  override name = 'RefreshSkipped';
}

/**
 * Keeps every answer and decides, call by call, whether to ask again (refresh-planner.ts): due for the games it
 * covers and within the budget, or an admin asked. What is not asked again is answered from the last answer.
 */
export const createCallPlanner = ({
  ledger,
  policy,
  logger,
}: {
  ledger: QuotaLedger;
  policy: RefreshPolicy;
  logger: FeedLogger;
}) => {
  const answers = new Map<string, Answer>();
  /** Every call the last refreshes considered, for the admin's view of the plan. */
  const planned = new Map<string, { call: PlannedCall; optional: boolean; seenAt: number }>();
  const deferredMessages = new Map<string, string>();
  let paceBuckets: ReturnType<typeof createPaceBuckets> | undefined;

  const leagueGames = (key: string): KnownGame[] =>
    ['odds', 'scores', 'events'].flatMap((kind) => gamesIn(answers.get(`${kind}:${key}`)?.body));

  const timing = (call: PlannedCall, now: number): { tier: Tier; everyMs: number } => {
    const key = call.id.slice(call.id.indexOf(':') + 1);
    if (call.kind === 'odds') {
      const tier = tierOf(leagueGames(key), now, policy);
      return { tier, everyMs: mainEveryMs(tier, policy) };
    }
    if (call.kind === 'scores') {
      const underWay = leagueGames(key).some((game) => !game.completed && game.startsAt <= now);
      return { tier: underWay ? 'live' : 'far', everyMs: underWay ? policy.scoresMs : NEVER };
    }
    if (call.kind === 'events') return { tier: 'today', everyMs: LIST_EVERY_MS };
    const tier = tierOf([{ startsAt: call.startsAt ?? now, completed: false }], now, policy);
    return { tier, everyMs: policy.eventEveryMs };
  };

  const candidateOf = (call: PlannedCall, now: number, optional: boolean): CallCandidate => {
    const last = answers.get(call.id);
    return {
      id: call.id,
      kind: call.kind === 'events' ? 'odds' : call.kind,
      label: call.label,
      ...timing(call, now),
      // What the provider charged for this call last time is the best estimate of the next.
      estimatedCost: last?.cost ?? call.estimatedCost,
      lastAt: last?.at,
      required: !optional && last === undefined,
    };
  };

  return {
    /**
     * Plans `calls`, makes those the plan keeps (through `fetch`), and returns the freshest answer of each call
     * (optional calls never answered are absent). Throws RefreshSkipped when the refresh cannot be made.
     */
    async run(
      now: number,
      forced: boolean,
      calls: readonly PlannedCall[],
      fetch: (call: PlannedCall) => Promise<unknown>,
      { optional = false }: { optional?: boolean } = {},
    ): Promise<Map<string, unknown>> {
      const candidates = calls.map((call) => candidateOf(call, now, optional));
      calls.forEach((call) => planned.set(call.id, { call, optional, seenAt: now }));
      const pace = (paceBuckets ??= createPaceBuckets(ledger.dailyBudget, now, policy));
      const input = {
        now,
        candidates,
        dailyBudget: ledger.dailyBudget,
        spent: ledger.spent(now),
        tokens: pace.tokens(now),
        policy,
      };
      let plan = planRefresh({ ...input, forced });
      // Per-game calls an admin's refresh cannot afford are left to the plan: the main refresh still happens.
      if (plan.skipped && forced && optional) plan = planRefresh({ ...input, forced: false });
      if (plan.skipped) {
        ledger.noteSkip(now, plan.skipped);
        logger.warn('the odds api: refresh skipped', { reason: plan.skipped });
        throw new RefreshSkipped(plan.skipped);
      }
      for (const { call, message } of plan.deferred) {
        // Once per wait: the call is reported again only after it has been made.
        if (deferredMessages.has(call.id)) continue;
        deferredMessages.set(call.id, message);
        ledger.noteSkip(now, message);
        logger.warn('the odds api: call deferred to stay within the budget', { call: call.id, reason: message });
      }
      const byId = new Map(calls.map((call) => [call.id, call]));
      for (const candidate of plan.make) {
        const call = byId.get(candidate.id);
        if (!call) continue;
        const before = ledger.spent(now).day;
        const body = await fetch(call);
        const cost = Math.max(0, ledger.spent(now).day - before);
        pace.spend(shareOf(candidate.kind), cost, now);
        deferredMessages.delete(call.id);
        answers.set(call.id, { body, at: now, cost });
      }
      return new Map(calls.flatMap((call) => (answers.has(call.id) ? [[call.id, answers.get(call.id)?.body]] : [])));
    },

    /** The quota and the plan, for the admin's Odds Refresh tab. */
    status(now: number): OddsQuotaStatus {
      const spent = ledger.spent(now);
      const provider = ledger.provider();
      const iso = (ms: number | undefined) =>
        ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
      const plan = [...planned.values()]
        // What the last refreshes considered, without the calls of games that have started since.
        .filter(({ call, seenAt }) => now - seenAt < 24 * 3_600_000 && (call.startsAt ?? Infinity) > now)
        .map(({ call: planned, optional }) => ({ ...candidateOf(planned, now, optional), planned }))
        .map((call) => ({
          call: call.label,
          subject: call.planned.subject,
          what: call.planned.what,
          tier: call.tier,
          everyMinutes: Number.isFinite(call.everyMs) ? Math.round(call.everyMs / 60_000) : null,
          lastAt: iso(call.lastAt),
          nextAt: iso(call.lastAt === undefined ? now : call.lastAt + call.everyMs),
          estimatedCost: call.estimatedCost,
        }))
        .sort(
          (left, right) =>
            (left.nextAt ?? '~').localeCompare(right.nextAt ?? '~') || left.call.localeCompare(right.call),
        );
      return {
        provider: 'the-odds-api',
        dailyBudget: ledger.dailyBudget,
        spentLast24Hours: spent.day,
        spentLastHour: spent.hour,
        remaining: provider?.remaining ?? null,
        used: provider?.used ?? null,
        reportedAt: provider?.at ?? null,
        plan,
        skipped: ledger.skips(),
      };
    },
  };
};
