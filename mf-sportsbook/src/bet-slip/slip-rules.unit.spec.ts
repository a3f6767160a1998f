import { describe, expect, it } from 'vitest';
import type { BetSlipState } from './bet-slip-slice';
import {
  balanceTypeChanged,
  itemStakeChanged,
  modeChanged,
  parlayStakeChanged,
  selectionToggled,
} from './bet-slip-slice';
import { eventPagePayload, sportsbookPayload } from './bet-payload';
import { EVENT_FLOW, SPORTSBOOK_FLOW } from './slip-flow';
import { betModeToSend, canPlace, combinedOdds, potentialPayoutCents, slipMessage, slipVerdict } from './slip-rules';
import { given, knicksSpread, lakersMoneyline, pointsProp } from './testing/slip-fixtures';

const rich = { cash: 1000, freePlay: 50 };
const add = (selection = lakersMoneyline, stakeCents = 0) => selectionToggled({ selection, stakeCents });
const stake = (selection: { id: string }, dollars: number) =>
  itemStakeChanged({ id: selection.id, stakeCents: dollars * 100 });
const toParlay = modeChanged({ mode: 'parlay', defaultStakeCents: 0 });

/** What the player sees under the slip, and whether Place can be pressed. */
function shown(state: BetSlipState, balances = rich, flow = SPORTSBOOK_FLOW) {
  const verdict = slipVerdict(state, flow, balances);
  return { message: slipMessage(state, verdict), placeable: canPlace(state, verdict) };
}

describe('slip messages (spec section 5) and the Place button', () => {
  it('keeps Place disabled without a message while nothing is staked', () => {
    expect(shown(given(add()))).toEqual({ message: undefined, placeable: false });
    // Two fresh singles: 'Enter stakes for all bets' stood in red before the player had typed anything.
    expect(shown(given(add(), add(knicksSpread)))).toEqual({ message: undefined, placeable: false });
  });

  it('each single must be $10-$150', () => {
    expect(shown(given(add(), stake(lakersMoneyline, 5)))).toEqual({
      message: 'Each bet must be $10-$150',
      placeable: false,
    });
    expect(shown(given(add(), stake(lakersMoneyline, 151))).message).toBe('Each bet must be $10-$150');
  });

  it('asks for a stake on every single', () => {
    expect(shown(given(add(), add(knicksSpread), stake(knicksSpread, 20)))).toEqual({
      message: 'Enter stakes for all bets',
      placeable: false,
    });
  });

  it('gives the parlay its own minimum and maximum', () => {
    const parlay = (dollars: number) => given(add(), add(knicksSpread), toParlay, parlayStakeChanged(dollars * 100));
    expect(shown(parlay(5)).message).toBe('Minimum bet is $10');
    expect(shown(parlay(200)).message).toBe('Maximum bet is $150');
  });

  it('refuses a stake above the active balance, free play included', () => {
    expect(shown(given(add(), stake(lakersMoneyline, 100)), { cash: 99, freePlay: 0 }).message).toBe(
      'Insufficient Balance',
    );
    const onFreePlay = given(add(knicksSpread), stake(knicksSpread, 60), balanceTypeChanged('freePlay'));
    expect(shown(onFreePlay).message).toBe('Insufficient Balance');
    // The event page's slip is the same slip: it bets free play too (issue 22).
    expect(shown(onFreePlay, rich, EVENT_FLOW).message).toBe('Insufficient Balance');
  });

  it('caps the potential payout at $300', () => {
    // $130 at +150 pays $325.
    expect(shown(given(add(), stake(lakersMoneyline, 130)))).toEqual({
      message: 'Lower your bet - maximum payout is $300',
      placeable: false,
    });
  });

  it('lets a valid slip be placed', () => {
    expect(shown(given(add(), add(knicksSpread), stake(lakersMoneyline, 10), stake(knicksSpread, 25)))).toEqual({
      message: undefined,
      placeable: true,
    });
  });
});

describe('bet mode sent (spec section 4)', () => {
  it('is parlay only with more than one leg and a parlay stake above 0', () => {
    expect(betModeToSend(given(add(), add(knicksSpread), toParlay, parlayStakeChanged(1000)))).toBe('parlay');
    expect(betModeToSend(given(add(), add(knicksSpread), toParlay))).toBe('single');
    expect(betModeToSend(given(add(), add(knicksSpread)))).toBe('single');
  });
});

describe('payout and combined odds come from @sb/domain', () => {
  it('adds the singles’ payouts', () => {
    // $10 at +150 returns $25; $25 at -110 returns $47.72 (rounded down to the cent).
    const state = given(add(), add(knicksSpread), stake(lakersMoneyline, 10), stake(knicksSpread, 25));
    expect(potentialPayoutCents(state)).toBe(2500 + 4772);
  });

  it('multiplies a parlay’s legs', () => {
    const state = given(add(), add(knicksSpread), toParlay, parlayStakeChanged(1000));
    // 2.5 * (210/110) = 4.7727..., so $10 returns $47.72 and the combined price is +377.
    expect(potentialPayoutCents(state)).toBe(4772);
    expect(combinedOdds(state)).toBe(377);
  });
});

describe('POST /api/bets payloads (spec section 7)', () => {
  it('sends singles with their stakes, the total as the stake, and the balance type', () => {
    const state = given(add(), add(pointsProp, 1000), stake(lakersMoneyline, 10), balanceTypeChanged('freePlay'));
    expect(sportsbookPayload(state, 'freePlay')).toEqual({
      betMode: 'single',
      stake: 20,
      balanceType: 'freePlay',
      legs: [
        { eventId: 'g1', marketType: 'moneyline', selection: 'away', americanOdds: 150, line: null, stake: 10 },
        {
          eventId: 'g3',
          marketType: 'player_points',
          selection: 'over',
          americanOdds: -120,
          line: 25.5,
          stake: 10,
          propId: 'g3:ann:player_points',
        },
      ],
    });
  });

  it('sends a parlay with leg stakes of 0 and the parlay stake overall', () => {
    const state = given(add(), add(knicksSpread), toParlay, parlayStakeChanged(1550));
    const payload = sportsbookPayload(state, 'cash');
    expect(payload).toMatchObject({ betMode: 'parlay', stake: 15.5, balanceType: 'cash' });
    expect(payload.legs.map((leg) => [leg.selection, leg.line, leg.stake])).toEqual([
      ['away', null, 0],
      ['home', -3.5, 0],
    ]);
  });

  it('writes the event page’s selections as marketType:side and propType:side:propId', () => {
    expect(eventPagePayload(given(add(knicksSpread, 1000), add(pointsProp, 1000)))).toEqual({
      betType: 'straight',
      legs: [
        { eventId: 'g2', selection: 'spread:home', odds: -110, stake: 10 },
        { eventId: 'g3', selection: 'player_points:over:g3:ann:player_points', odds: -120, stake: 10 },
      ],
    });
    const parlay = eventPagePayload(given(add(), add(knicksSpread), toParlay, parlayStakeChanged(2000)));
    expect(parlay).toMatchObject({ betType: 'parlay', stake: 20 });
    expect(parlay.legs.every((leg) => leg.stake === 0)).toBe(true);
  });
});
