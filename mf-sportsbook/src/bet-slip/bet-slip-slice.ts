import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { BetMode, BalanceType, BetSlipState, QuotedLeg, SlipItem } from './bet-slip-state';
import { initialBetSlipState } from './bet-slip-state';
import type { SlipSelection } from './slip-selection';

export type { BalanceType, BetMode, BetSlipState, QuotedLeg, SlipItem } from './bet-slip-state';

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

const betSlipSlice = createSlice({
  name: 'betSlip',
  initialState: initialBetSlipState,
  reducers: {
    /** Spec: toggling an option adds it or removes it. The flow says what stake a new item starts with. */
    selectionToggled(state, action: PayloadAction<{ selection: SlipSelection; stakeCents: number }>) {
      const { selection, stakeCents } = action.payload;
      const index = state.items.findIndex((item) => item.id === selection.id);
      if (index >= 0) {
        state.items.splice(index, 1);
        leaveParlayIfTooFew(state);
        return;
      }
      state.items.push({ ...selection, stakeCents: state.mode === 'parlay' ? 0 : stakeCents });
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
      leaveParlayIfTooFew(state);
    },
    itemStakeChanged(state, action: PayloadAction<{ id: string; stakeCents: number }>) {
      const item = state.items.find((candidate) => candidate.id === action.payload.id);
      if (item && state.mode === 'single') item.stakeCents = action.payload.stakeCents;
    },
    parlayStakeChanged(state, action: PayloadAction<number>) {
      if (state.mode === 'parlay') state.parlayStakeCents = action.payload;
    },
    /**
     * Spec: switching to parlay resets all stakes and forces the cash balance; switching to single resets the
     * parlay stake to 0. Leg stakes come back at the flow's starting stake (0 on the sportsbook page, 10 elsewhere).
     */
    modeChanged(state, action: PayloadAction<{ mode: BetMode; defaultStakeCents: number }>) {
      const { mode, defaultStakeCents } = action.payload;
      if (mode === state.mode || (mode === 'parlay' && state.items.length < 2)) return;
      state.mode = mode;
      state.parlayStakeCents = 0;
      state.items.forEach((item) => (item.stakeCents = mode === 'parlay' ? 0 : defaultStakeCents));
      if (mode === 'parlay') state.balanceType = 'cash';
    },
    /** Free play is for straight bets only, so a parlay stays on cash. */
    balanceTypeChanged(state, action: PayloadAction<BalanceType>) {
      if (action.payload === 'freePlay' && state.mode === 'parlay') return;
      state.balanceType = action.payload;
    },
    /** Live, prop and event flows: every stake back to the default ($10), the parlay's stake in parlay mode. */
    stakesReset(state, action: PayloadAction<number>) {
      if (state.mode === 'parlay') state.parlayStakeCents = action.payload;
      else state.items.forEach((item) => (item.stakeCents = action.payload));
    },
    slipCleared() {
      return initialBetSlipState;
    },
    /** 409 'Odds have changed': each moved leg keeps its old price until the player accepts the new one. */
    oddsChangeQuoted(state, action: PayloadAction<QuotedLeg[]>) {
      for (const leg of action.payload) {
        const item = state.items.find((candidate) => sameLeg(candidate, leg));
        if (item) item.offered = { odds: leg.americanOdds, line: leg.line };
      }
    },
    /** One click takes the server's price; the next Place sends it. */
    offeredOddsAccepted(state, action: PayloadAction<string | undefined>) {
      for (const item of state.items) {
        if (!item.offered || (action.payload !== undefined && item.id !== action.payload)) continue;
        item.odds = item.offered.odds;
        item.line = item.offered.line;
        delete item.offered;
      }
    },
  },
});

export const {
  selectionToggled,
  itemRemoved,
  itemStakeChanged,
  parlayStakeChanged,
  modeChanged,
  balanceTypeChanged,
  stakesReset,
  slipCleared,
  oddsChangeQuoted,
  offeredOddsAccepted,
} = betSlipSlice.actions;

export const betSlipReducer = betSlipSlice.reducer;

/** What the slip is asked to do: one of the slice's actions. */
export type BetSlipAction = ReturnType<(typeof betSlipSlice.actions)[keyof typeof betSlipSlice.actions]>;
