const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How often each kind of The Odds API call is worth its cost, by how soon the games it covers start:
 * - main markets (one /odds call per league): every 10 min while a game is live or starts within the hour, every
 *   30 min when one starts within 6 h, every 2 h within 24 h, every 12 h for a league whose games are all far away;
 * - scores (per league): every 10 min while a game of the league is under way, otherwise never again once known;
 * - period markets, team totals and player props (one call per game): every hour, only for games starting within
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
  /** In any hour the schedule spends at most this share of the daily budget (admin refreshes are not paced). */
  hourShare: number;
};

export const DEFAULT_REFRESH_POLICY: RefreshPolicy = {
  liveMs: 10 * MINUTE,
  soonMs: 30 * MINUTE,
  todayMs: 2 * HOUR,
  farMs: 12 * HOUR,
  scoresMs: 10 * MINUTE,
  eventEveryMs: HOUR,
  eventWindowMs: 6 * HOUR,
  hourShare: 2 / 24,
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

/** A game's own calls (period markets, props) are wanted only before it starts and within the window. */
export const withinEventWindow = (startsAt: number, now: number, policy = DEFAULT_REFRESH_POLICY) =>
  startsAt > now && startsAt <= now + policy.eventWindowMs;

export type PlanInput = {
  now: number;
  candidates: readonly CallCandidate[];
  dailyBudget: number;
  /** Charged in the last 24 hours and the last hour. */
  spent: { day: number; hour: number };
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

/** How late a call is, as a multiple of its interval: the schedule makes the most overdue first. */
const overdue = (call: CallCandidate, now: number) =>
  call.lastAt === undefined ? Number.POSITIVE_INFINITY : (now - call.lastAt) / call.everyMs;

/**
 * Which calls to make now. Due calls (never made, or their interval passed) are taken most overdue first while
 * they fit: the requests charged in the last 24 hours stay within the daily budget, and the schedule's requests in
 * the last hour within `hourShare` of it, so the day is not spent in its first hours. An admin's refresh makes every
 * candidate or, if that would pass the daily budget, nothing, with the reason. A required call that does not fit
 * skips the refresh: it could not be complete.
 */
export const planRefresh = (input: PlanInput): RefreshPlan => {
  const { now, candidates, dailyBudget, forced, policy = DEFAULT_REFRESH_POLICY } = input;
  const hourCap = Math.floor(dailyBudget * policy.hourShare);
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
    .sort((left, right) => overdue(right, now) - overdue(left, now) || (left.id < right.id ? -1 : 1));
  let { day, hour } = input.spent;
  const plan: RefreshPlan = { make: [], deferred: [] };
  for (const call of due) {
    const fitsDay = day + call.estimatedCost <= dailyBudget;
    const fitsHour = call.required || hour + call.estimatedCost <= hourCap;
    if (fitsDay && fitsHour) {
      plan.make.push(call);
      day += call.estimatedCost;
      hour += call.estimatedCost;
      continue;
    }
    const message = fitsDay
      ? `${call.label} waits: ${call.estimatedCost} more requests would pass this hour's share (${hourCap}) of the daily budget`
      : `${call.label} waits: ${call.estimatedCost} more requests would pass the daily budget; ${budgetLeft(input, day)}`;
    if (call.required) return { make: [], deferred: [], skipped: `Refresh skipped: ${message}` };
    plan.deferred.push({ call, message });
  }
  return plan;
};
