const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How often each kind of The Odds API call is worth its cost, by how soon the games it covers start:
 * - main markets (one /odds call per league): every 10 min while a game is live or starts within the hour, every
 *   30 min when one starts within 6 h, every 2 h within 24 h, every 12 h for a league whose games are all far away;
 * - scores (per league): every 10 min while a game of the league is under way, otherwise never again once known;
 * - period markets, team totals and player props (one call per game): every 2 hours, only for games starting within
 *   `eventWindowMs` (ODDS_API_EVENT_WINDOW_HOURS, 6 h) and not started; nothing for games further away.
 */
export type RefreshPolicy = {
  liveMs: number;
  soonMs: number;
  todayMs: number;
  farMs: number;
  scoresMs: number;
  eventEveryMs: number;
  eventWindowMs: number;
  /** Share of the budget for league calls (odds, scores); the rest is for per-game calls (period markets, props). */
  mainShare: number;
  /** The schedule saves up at most this many hours of budget, so a burst (games entering the window) can be paid. */
  bucketHours: number;
};

export const DEFAULT_REFRESH_POLICY: RefreshPolicy = {
  liveMs: 10 * MINUTE,
  soonMs: 30 * MINUTE,
  todayMs: 2 * HOUR,
  farMs: 12 * HOUR,
  scoresMs: 10 * MINUTE,
  eventEveryMs: 2 * HOUR,
  eventWindowMs: 6 * HOUR,
  mainShare: 0.7,
  bucketHours: 6,
};

export type Share = 'main' | 'game';
export const shareOf = (kind: CallKind): Share => (kind === 'event-markets' || kind === 'props' ? 'game' : 'main');

/**
 * The schedule's pace: each share of the budget accrues evenly over the day (daily budget x share / 24 per hour)
 * into a bucket that holds `bucketHours` of it. Calls are paid from their share's bucket, so the day is never spent
 * in its first hours and a quiet hour saves for a busy one.
 */
export const createPaceBuckets = (dailyBudget: number, now: number, policy = DEFAULT_REFRESH_POLICY) => {
  const perHour = (share: Share) => (dailyBudget * (share === 'main' ? policy.mainShare : 1 - policy.mainShare)) / 24;
  const cap = (share: Share) => perHour(share) * policy.bucketHours;
  const buckets = { main: { level: cap('main'), at: now }, game: { level: cap('game'), at: now } };
  const level = (share: Share, at: number) => {
    const bucket = buckets[share];
    bucket.level = Math.min(cap(share), bucket.level + (perHour(share) * Math.max(0, at - bucket.at)) / HOUR);
    bucket.at = Math.max(bucket.at, at);
    return bucket.level;
  };
  return {
    tokens: (at: number) => ({ main: level('main', at), game: level('game', at) }),
    spend: (share: Share, cost: number, at: number) => {
      level(share, at);
      buckets[share].level -= cost;
    },
  };
};

export type CallKind = 'odds' | 'scores' | 'event-markets' | 'props';
export type Tier = 'live' | 'soon' | 'today' | 'far';

/** A call the feed could make now, with what the planner needs to know about it. */
export type CallCandidate = {
  /** e.g. 'odds:basketball_nba', 'props:f54c...'. */
  id: string;
  kind: CallKind;
  label: string;
  tier: Tier;
  everyMs: number;
  estimatedCost: number;
  /** When it was last made; undefined if never. */
  lastAt: number | undefined;
  /** Without an answer to reuse, the refresh cannot be complete unless this call is made. */
  required: boolean;
};

/** A league's games as the last answers list them: start times and whether each is over. */
export type KnownGame = { startsAt: number; completed: boolean };

/** The tier of a set of games: the most urgent of them (a league with no games left is 'far'). */
export const tierOf = (games: readonly KnownGame[], now: number, policy = DEFAULT_REFRESH_POLICY): Tier => {
  const open = games.filter((game) => !game.completed);
  if (open.some((game) => game.startsAt <= now + HOUR)) return 'live';
  if (open.some((game) => game.startsAt <= now + policy.eventWindowMs)) return 'soon';
  if (open.some((game) => game.startsAt <= now + 24 * HOUR)) return 'today';
  return 'far';
};

export const mainEveryMs = (tier: Tier, policy = DEFAULT_REFRESH_POLICY) =>
  ({ live: policy.liveMs, soon: policy.soonMs, today: policy.todayMs, far: policy.farMs })[tier];

export type PlanInput = {
  now: number;
  candidates: readonly CallCandidate[];
  dailyBudget: number;
  /** Charged in the last 24 hours. */
  spent: { day: number };
  /** What each share's pace bucket holds now (createPaceBuckets). */
  tokens: Record<Share, number>;
  /** An admin asked: every candidate is made now, or none if the whole refresh does not fit the budget. */
  forced: boolean;
  policy?: RefreshPolicy;
};

export type RefreshPlan = {
  make: CallCandidate[];
  /** Due calls left for later, each with the reason; their last answer is reused. */
  deferred: { call: CallCandidate; message: string }[];
  /** Set when the refresh is skipped as a whole (nothing is requested, nothing appended). */
  skipped?: string;
};

const budgetLeft = (input: PlanInput, day: number) =>
  `${Math.max(0, input.dailyBudget - day)} of the daily budget of ${input.dailyBudget} (ODDS_API_DAILY_BUDGET) are left for the next 24 hours`;

const WEIGHT: Record<Tier, number> = { live: 4, soon: 3, today: 2, far: 1 };

/**
 * Which due call goes first: a required one, then the most overdue (a multiple of its interval; a per-game call
 * never made counts as twice overdue), weighted by how soon its games start.
 */
const urgency = (call: CallCandidate, now: number) => {
  if (call.required) return Number.POSITIVE_INFINITY;
  const overdue = call.lastAt === undefined ? 2 : (now - call.lastAt) / call.everyMs;
  return overdue * WEIGHT[call.tier];
};

/**
 * Which calls to make now. Due calls (never made, or their interval passed) are taken most urgent first while they
 * fit: the requests charged in the last 24 hours stay within the daily budget, and each is paid from its share's
 * pace bucket. An admin's refresh makes every candidate or, if that would pass the daily budget, nothing, with the
 * reason. A required call (no answer to reuse) is not paced, and if it does not fit the day the refresh is skipped:
 * it could not be complete.
 */
export const planRefresh = (input: PlanInput): RefreshPlan => {
  const { now, candidates, dailyBudget, forced } = input;
  if (forced) {
    const cost = candidates.reduce((sum, call) => sum + call.estimatedCost, 0);
    if (input.spent.day + cost > dailyBudget) {
      return {
        make: [],
        deferred: [],
        skipped: `Refresh skipped: it needs about ${cost} requests of The Odds API and only ${budgetLeft(input, input.spent.day)}`,
      };
    }
    return { make: [...candidates], deferred: [] };
  }
  const due = candidates
    .filter((call) => call.lastAt === undefined || now - call.lastAt >= call.everyMs)
    .sort((left, right) => urgency(right, now) - urgency(left, now) || (left.id < right.id ? -1 : 1));
  let { day } = input.spent;
  const tokens = { ...input.tokens };
  /** A share whose most urgent call did not fit saves up for it: cheaper, less urgent calls do not jump the queue. */
  const saving = new Set<Share>();
  const plan: RefreshPlan = { make: [], deferred: [] };
  for (const call of due) {
    const share = shareOf(call.kind);
    const fitsDay = day + call.estimatedCost <= dailyBudget;
    const fitsPace = call.required || (!saving.has(share) && call.estimatedCost <= tokens[share]);
    if (fitsDay && fitsPace) {
      plan.make.push(call);
      day += call.estimatedCost;
      tokens[share] -= call.estimatedCost;
      continue;
    }
    const saved = Math.max(0, Math.floor(tokens[share]));
    const message = !fitsDay
      ? `${call.label} waits: ${call.estimatedCost} more requests would pass the daily budget; ${budgetLeft(input, day)}`
      : saving.has(share)
        ? `${call.label} waits behind a more urgent call of its share of the daily budget`
        : `${call.label} waits: ${call.estimatedCost} requests are more than the ${saved} its share of the daily budget has saved up`;
    if (call.required) return { make: [], deferred: [], skipped: `Refresh skipped: ${message}` };
    saving.add(share);
    plan.deferred.push({ call, message });
  }
  return plan;
};
