import type { SlipSelection } from './slip-selection';

export type BetMode = 'single' | 'parlay';
export type BalanceType = 'cash' | 'freePlay';

/** The price the server quoted when it refused a leg because its odds moved (409 'Odds have changed'). */
export type OfferedPrice = { odds: number; line: number | null };

export type SlipItem = SlipSelection & {
  /** Integer cents; in parlay mode every leg stake is 0 and only the parlay stake counts. */
  stakeCents: number;
  offered?: OfferedPrice;
};

export type BetSlipState = {
  items: SlipItem[];
  mode: BetMode;
  parlayStakeCents: number;
  balanceType: BalanceType;
};

/** A leg as the server names it in a refusal: enough to find the slip item it is about. */
export type QuotedLeg = {
  eventId: string;
  marketType: string;
  selection: string;
  line: number | null;
  americanOdds: number;
  propId?: string | null;
};

export const initialBetSlipState: BetSlipState = {
  items: [],
  mode: 'single',
  parlayStakeCents: 0,
  balanceType: 'cash',
};

const sameLeg = (item: SlipItem, leg: QuotedLeg) =>
  item.eventId === leg.eventId &&
  item.marketType === leg.marketType &&
  item.side === leg.selection &&
  (item.propId ?? null) === (leg.propId ?? null);

/** A parlay needs two legs: with fewer the slip goes back to singles, as the mode tabs disappear too. */
function leaveParlayIfTooFew(state: BetSlipState): void {
  if (state.mode === 'parlay' && state.items.length < 2) {
    state.mode = 'single';
    state.parlayStakeCents = 0;
  }
}

/** What the slip is asked to do; each action creator below makes one. */
export type BetSlipAction =
  | { type: 'betSlip/selectionToggled'; payload: { selection: SlipSelection; stakeCents: number } }
  | { type: 'betSlip/itemRemoved'; payload: string }
  | { type: 'betSlip/itemStakeChanged'; payload: { id: string; stakeCents: number } }
  | { type: 'betSlip/parlayStakeChanged'; payload: number }
  | { type: 'betSlip/modeChanged'; payload: { mode: BetMode; defaultStakeCents: number } }
  | { type: 'betSlip/balanceTypeChanged'; payload: BalanceType }
  | { type: 'betSlip/stakesReset'; payload: number }
  | { type: 'betSlip/slipCleared'; payload?: undefined }
  | { type: 'betSlip/oddsChangeQuoted'; payload: QuotedLeg[] }
  | { type: 'betSlip/offeredOddsAccepted'; payload: string | undefined };

type PayloadOf<T extends BetSlipAction['type']> = Extract<BetSlipAction, { type: T }>['payload'];

/** Spec: toggling an option adds it or removes it. The flow says what stake a new item starts with. */
export const selectionToggled = (payload: PayloadOf<'betSlip/selectionToggled'>): BetSlipAction => ({
  type: 'betSlip/selectionToggled',
  payload,
});
export const itemRemoved = (payload: string): BetSlipAction => ({ type: 'betSlip/itemRemoved', payload });
export const itemStakeChanged = (payload: PayloadOf<'betSlip/itemStakeChanged'>): BetSlipAction => ({
  type: 'betSlip/itemStakeChanged',
  payload,
});
export const parlayStakeChanged = (payload: number): BetSlipAction => ({ type: 'betSlip/parlayStakeChanged', payload });
/**
 * Spec: switching to parlay resets all stakes and forces the cash balance; switching to single resets the
 * parlay stake to 0. Leg stakes come back at the flow's starting stake (0 on the sportsbook page, 10 elsewhere).
 */
export const modeChanged = (payload: PayloadOf<'betSlip/modeChanged'>): BetSlipAction => ({
  type: 'betSlip/modeChanged',
  payload,
});
/** Free play is for straight bets only, so a parlay stays on cash. */
export const balanceTypeChanged = (payload: BalanceType): BetSlipAction => ({
  type: 'betSlip/balanceTypeChanged',
  payload,
});
/** Live, prop and event flows: every stake back to the default ($10), the parlay's stake in parlay mode. */
export const stakesReset = (payload: number): BetSlipAction => ({ type: 'betSlip/stakesReset', payload });
export const slipCleared = (): BetSlipAction => ({ type: 'betSlip/slipCleared' });
/** 409 'Odds have changed': each moved leg keeps its old price until the player accepts the new one. */
export const oddsChangeQuoted = (payload: QuotedLeg[]): BetSlipAction => ({
  type: 'betSlip/oddsChangeQuoted',
  payload,
});
/** One click takes the server's price; the next Place sends it. */
export const offeredOddsAccepted = (payload?: string): BetSlipAction => ({
  type: 'betSlip/offeredOddsAccepted',
  payload,
});

/** A copy the reducer may change in place: the state and its items are new objects, the old ones untouched. */
const draftOf = (state: BetSlipState): BetSlipState => ({ ...state, items: state.items.map((item) => ({ ...item })) });

/** Changes the draft as the action says (the draft is a copy: see draftOf). */
function apply(state: BetSlipState, action: BetSlipAction): void {
  switch (action.type) {
    case 'betSlip/selectionToggled': {
      const { selection, stakeCents } = action.payload;
      const index = state.items.findIndex((item) => item.id === selection.id);
      if (index >= 0) {
        state.items.splice(index, 1);
        leaveParlayIfTooFew(state);
        return;
      }
      state.items.push({ ...selection, stakeCents: state.mode === 'parlay' ? 0 : stakeCents });
      return;
    }
    case 'betSlip/itemRemoved':
      state.items = state.items.filter((item) => item.id !== action.payload);
      leaveParlayIfTooFew(state);
      return;
    case 'betSlip/itemStakeChanged': {
      const { id, stakeCents } = action.payload;
      const item = state.items.find((candidate) => candidate.id === id);
      if (item && state.mode === 'single') item.stakeCents = stakeCents;
      return;
    }
    case 'betSlip/parlayStakeChanged':
      if (state.mode === 'parlay') state.parlayStakeCents = action.payload;
      return;
    case 'betSlip/modeChanged': {
      const { mode, defaultStakeCents } = action.payload;
      if (mode === state.mode || (mode === 'parlay' && state.items.length < 2)) return;
      state.mode = mode;
      state.parlayStakeCents = 0;
      state.items.forEach((item) => (item.stakeCents = mode === 'parlay' ? 0 : defaultStakeCents));
      if (mode === 'parlay') state.balanceType = 'cash';
      return;
    }
    case 'betSlip/balanceTypeChanged':
      if (action.payload === 'freePlay' && state.mode === 'parlay') return;
      state.balanceType = action.payload;
      return;
    case 'betSlip/stakesReset':
      if (state.mode === 'parlay') state.parlayStakeCents = action.payload;
      else state.items.forEach((item) => (item.stakeCents = action.payload));
      return;
    case 'betSlip/slipCleared':
      return;
    case 'betSlip/oddsChangeQuoted':
      for (const leg of action.payload) {
        const item = state.items.find((candidate) => sameLeg(candidate, leg));
        if (item) item.offered = { odds: leg.americanOdds, line: leg.line };
      }
      return;
    case 'betSlip/offeredOddsAccepted':
      for (const item of state.items) {
        if (!item.offered || (action.payload !== undefined && item.id !== action.payload)) continue;
        item.odds = item.offered.odds;
        item.line = item.offered.line;
        delete item.offered;
      }
      return;
  }
}

const isBetSlipAction = (action: { type: string }): action is BetSlipAction => action.type.startsWith('betSlip/');

/** The slip's reducer: a new state for a slip action (the old one is never changed), the same one otherwise. */
export function betSlipReducer(state: BetSlipState = initialBetSlipState, action: { type: string }): BetSlipState {
  if (!isBetSlipAction(action)) return state;
  if (action.type === 'betSlip/slipCleared') return initialBetSlipState;
  const draft = draftOf(state);
  apply(draft, action);
  return draft;
}
