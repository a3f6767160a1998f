import {
  BET_MESSAGES,
  invalid,
  isAmericanOdds,
  isLegSide,
  type BalanceType,
  type BetMode,
  type BetRequest,
  type LegRequest,
  type LegSide,
} from '@sb/domain';

/** POST /api/bets from the sportsbook, live-betting and prop-builder pages (spec section 7). Stakes in cents. */
type SportsbookBetPayload = {
  betMode: string;
  stake?: number;
  balanceType?: string;
  legs: readonly {
    eventId: string;
    marketType: string;
    selection: string;
    americanOdds: number;
    line?: number | null;
    stake?: number;
    propId?: string;
  }[];
};

/** POST /api/bets from the event page: `selection` names the market ('spread:away', '<propType>:over:<propId>'). */
type EventPageBetPayload = {
  betType: string;
  stake?: number;
  legs: readonly { eventId: string; selection: string; odds: number; stake?: number }[];
};

export type BetPayload = SportsbookBetPayload | EventPageBetPayload;

const BET_REQUEST_MESSAGES = {
  betMode: 'Bet mode must be single or parlay',
  betType: 'Bet type must be straight or parlay',
  balanceType: 'Balance type must be cash or freePlay',
  odds: 'Odds must be American odds',
  stake: 'Stake must be a whole number of cents',
} as const;

export type ParsedSelection = { side: LegSide; marketType?: string; propId?: string };

/**
 * 'home' | 'away' | 'over' | 'under', '<marketType>:<side>' or '<propType>:<side>:<propId>'. A prop id contains
 * colons itself (`<gameId>:<player>:<propType>`), so everything after the second colon is the id.
 */
export function parseSelection(selection: string): ParsedSelection {
  const [first = '', second, ...rest] = selection.split(':');
  if (second === undefined) {
    if (!isLegSide(first)) throw invalid(BET_MESSAGES.invalidSelection);
    return { side: first };
  }
  const propId = rest.join(':');
  if (first === '' || !isLegSide(second) || (rest.length > 0 && propId === '')) {
    throw invalid(BET_MESSAGES.invalidSelection);
  }
  return rest.length > 0 ? { side: second, marketType: first, propId } : { side: second, marketType: first };
}

const stakeOf = (stake: number | undefined) => {
  const value = stake ?? 0;
  if (!Number.isSafeInteger(value) || value < 0) throw invalid(BET_REQUEST_MESSAGES.stake);
  return value;
};

type LegFields = {
  eventId: string;
  marketType?: string;
  selection: string;
  odds: number;
  line?: number | null;
  stake?: number;
  propId?: string;
};

/** Both payload shapes as one request; prices and limits are checked later, against the server's catalogue. */
export function normaliseBetRequest(payload: BetPayload): BetRequest {
  const fromEventPage = 'betType' in payload;
  const betMode = fromEventPage ? eventPageMode(payload.betType) : sportsbookMode(payload.betMode);
  const balanceType = fromEventPage ? 'cash' : balanceTypeOf(payload.balanceType);
  const legs = fromEventPage
    ? payload.legs.map(({ odds, ...leg }) => toLeg({ ...leg, odds }))
    : payload.legs.map(({ americanOdds, ...leg }) => toLeg({ ...leg, odds: americanOdds }));
  const stakeCents = betMode === 'parlay' ? stakeOf(payload.stake) : legs.reduce((sum, leg) => sum + leg.stakeCents, 0);
  return { betMode, balanceType, stakeCents, legs };
}

// When both a field and the selection name the market or the prop, they must agree.
const disagree = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a !== b;

function toLeg({ eventId, marketType, selection, odds, line, stake, propId }: LegFields): LegRequest {
  const parsed = parseSelection(selection);
  if (disagree(marketType, parsed.marketType) || disagree(propId, parsed.propId)) {
    throw invalid(BET_MESSAGES.invalidSelection);
  }
  const market = marketType ?? parsed.marketType;
  if (market === undefined || market === '') throw invalid(BET_MESSAGES.invalidSelection);
  if (!isAmericanOdds(odds)) throw invalid(BET_REQUEST_MESSAGES.odds);
  const prop = propId ?? parsed.propId;
  const leg: LegRequest = {
    eventId,
    marketType: market,
    selection: parsed.side,
    // The event page sends no line: undefined tells the decider to compare the odds only.
    line,
    americanOdds: odds,
    stakeCents: stakeOf(stake),
  };
  return prop === undefined ? leg : { ...leg, propId: prop };
}

function sportsbookMode(betMode: string): BetMode {
  if (betMode === 'single' || betMode === 'parlay') return betMode;
  throw invalid(BET_REQUEST_MESSAGES.betMode);
}

function eventPageMode(betType: string): BetMode {
  if (betType === 'straight') return 'single';
  if (betType === 'parlay') return 'parlay';
  throw invalid(BET_REQUEST_MESSAGES.betType);
}

function balanceTypeOf(balanceType: string | undefined): BalanceType {
  // The spec's payload always names it; an older client that leaves it out bets cash, never free play.
  if (balanceType === undefined || balanceType === 'cash' || balanceType === 'freePlay') return balanceType ?? 'cash';
  throw invalid(BET_REQUEST_MESSAGES.balanceType);
}
