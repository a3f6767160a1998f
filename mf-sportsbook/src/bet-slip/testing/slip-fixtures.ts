import type { BetSlipAction, BetSlipState } from '../bet-slip-slice';
import { betSlipReducer } from '../bet-slip-slice';
import { initialBetSlipState } from '../bet-slip-state';
import type { SlipSelection } from '../slip-selection';
import { selectionId } from '../slip-selection';

/** Lakers moneyline +150 on game g1. */
export const lakersMoneyline: SlipSelection = {
  id: selectionId('g1', 'moneyline', 'away'),
  eventId: 'g1',
  marketType: 'moneyline',
  side: 'away',
  line: null,
  odds: 150,
  label: 'Lakers',
  marketLabel: 'Moneyline',
  eventLabel: 'Lakers @ Celtics',
  bookmaker: 'DK+FD',
};

/** Knicks -3.5 at -110 on game g2 (home side). */
export const knicksSpread: SlipSelection = {
  id: selectionId('g2', 'spread', 'home'),
  eventId: 'g2',
  marketType: 'spread',
  side: 'home',
  line: -3.5,
  odds: -110,
  label: 'Knicks',
  marketLabel: 'Spread',
  eventLabel: 'Heat @ Knicks',
  bookmaker: 'DK',
};

/** A player prop on game g3. */
export const pointsProp: SlipSelection = {
  id: selectionId('g3', 'player_points', 'over', 'g3:ann:player_points'),
  eventId: 'g3',
  marketType: 'player_points',
  side: 'over',
  line: 25.5,
  odds: -120,
  label: 'Ann Player Over',
  marketLabel: 'Points',
  eventLabel: 'Suns @ Nuggets',
  propId: 'g3:ann:player_points',
};

/** given(actions).then(state): the slip after the player did these things, in order. */
export const given = (...actions: BetSlipAction[]): BetSlipState =>
  actions.reduce<BetSlipState>((state, action) => betSlipReducer(state, action), initialBetSlipState);
