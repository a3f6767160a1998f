import { describe, expect, it } from 'vitest';
import {
  balanceTypeChanged,
  itemRemoved,
  itemStakeChanged,
  modeChanged,
  oddsChangeQuoted,
  offeredOddsAccepted,
  parlayStakeChanged,
  selectionToggled,
  slipCleared,
  stakesReset,
} from './bet-slip-slice';
import { given, knicksSpread, lakersMoneyline, pointsProp } from './testing/slip-fixtures';

const add = (selection = lakersMoneyline, stakeCents = 0) => selectionToggled({ selection, stakeCents });
const toParlay = modeChanged({ mode: 'parlay', defaultStakeCents: 0 });

describe('bet slip: toggling', () => {
  it('adds an option with the flow’s starting stake: $0 on the sportsbook page, $10 on the other flows', () => {
    expect(given(add(lakersMoneyline, 0)).items).toEqual([{ ...lakersMoneyline, stakeCents: 0 }]);
    expect(given(add(lakersMoneyline, 1000)).items[0]?.stakeCents).toBe(1000);
  });

  it('removes the option when it is toggled again', () => {
    expect(given(add(), add(knicksSpread), add()).items.map((item) => item.id)).toEqual([knicksSpread.id]);
  });

  it('removes an item by id', () => {
    expect(given(add(), add(knicksSpread), itemRemoved(lakersMoneyline.id)).items).toHaveLength(1);
  });

  it('goes back to singles when a parlay drops below two legs', () => {
    const state = given(add(), add(knicksSpread), toParlay, parlayStakeChanged(2000), add(knicksSpread));
    expect(state).toMatchObject({ mode: 'single', parlayStakeCents: 0 });
  });

  it('adds a leg to a parlay with no stake of its own', () => {
    expect(given(add(), add(knicksSpread), toParlay, add(pointsProp, 1000)).items[2]?.stakeCents).toBe(0);
  });
});

describe('bet slip: single and parlay', () => {
  it('switching to parlay resets every stake and forces the cash balance', () => {
    const state = given(
      add(lakersMoneyline, 1000),
      add(knicksSpread, 1000),
      itemStakeChanged({ id: knicksSpread.id, stakeCents: 2500 }),
      balanceTypeChanged('freePlay'),
      toParlay,
    );
    expect(state.mode).toBe('parlay');
    expect(state.items.map((item) => item.stakeCents)).toEqual([0, 0]);
    expect(state.balanceType).toBe('cash');
  });

  it('switching to single resets the parlay stake to 0 and gives the legs the flow’s starting stake', () => {
    const state = given(
      add(),
      add(knicksSpread),
      toParlay,
      parlayStakeChanged(5000),
      modeChanged({ mode: 'single', defaultStakeCents: 1000 }),
    );
    expect(state).toMatchObject({ mode: 'single', parlayStakeCents: 0 });
    expect(state.items.map((item) => item.stakeCents)).toEqual([1000, 1000]);
  });

  it('refuses a parlay of one leg', () => {
    expect(given(add(), toParlay).mode).toBe('single');
  });

  it('refuses free play in parlay mode', () => {
    expect(given(add(), add(knicksSpread), toParlay, balanceTypeChanged('freePlay')).balanceType).toBe('cash');
  });

  it('ignores leg stakes in a parlay and the parlay stake among singles', () => {
    const parlay = given(
      add(),
      add(knicksSpread),
      toParlay,
      itemStakeChanged({ id: knicksSpread.id, stakeCents: 900 }),
    );
    expect(parlay.items[1]?.stakeCents).toBe(0);
    expect(given(add(), parlayStakeChanged(900)).parlayStakeCents).toBe(0);
  });
});

describe('bet slip: stakes', () => {
  it('resets every single’s stake to the default', () => {
    const state = given(
      add(lakersMoneyline, 1000),
      add(knicksSpread, 1000),
      itemStakeChanged({ id: lakersMoneyline.id, stakeCents: 15000 }),
      stakesReset(1000),
    );
    expect(state.items.map((item) => item.stakeCents)).toEqual([1000, 1000]);
  });

  it('resets the parlay stake in parlay mode', () => {
    expect(
      given(add(), add(knicksSpread), toParlay, parlayStakeChanged(7500), stakesReset(1000)).parlayStakeCents,
    ).toBe(1000);
  });

  it('clears everything after a bet', () => {
    expect(given(add(), add(knicksSpread), toParlay, slipCleared())).toEqual(given());
  });
});

describe('bet slip: odds moved (409)', () => {
  const moved = oddsChangeQuoted([
    { eventId: 'g2', marketType: 'spread', selection: 'home', line: -4.5, americanOdds: -105 },
    { eventId: 'g9', marketType: 'moneyline', selection: 'home', line: null, americanOdds: 120 },
  ]);

  it('keeps the old price on the leg and offers the new one, touching only the legs named', () => {
    const state = given(add(), add(knicksSpread), moved);
    expect(state.items[1]).toMatchObject({ odds: -110, line: -3.5, offered: { odds: -105, line: -4.5 } });
    expect(state.items[0]?.offered).toBeUndefined();
  });

  it('takes the new price with one click', () => {
    const state = given(add(), add(knicksSpread), moved, offeredOddsAccepted(knicksSpread.id));
    expect(state.items[1]).toEqual({ ...knicksSpread, odds: -105, line: -4.5, stakeCents: 0 });
  });

  it('matches a prop leg on its prop id', () => {
    const state = given(
      add(pointsProp),
      oddsChangeQuoted([
        { eventId: 'g3', marketType: 'player_points', selection: 'over', line: 26.5, americanOdds: -110 },
        {
          eventId: 'g3',
          marketType: 'player_points',
          selection: 'over',
          line: 24.5,
          americanOdds: 100,
          propId: 'g3:ann:player_points',
        },
      ]),
      offeredOddsAccepted(undefined),
    );
    expect(state.items[0]).toMatchObject({ odds: 100, line: 24.5 });
  });
});
