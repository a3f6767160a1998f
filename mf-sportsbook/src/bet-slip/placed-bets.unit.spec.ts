import { describe, expect, it } from 'vitest';
import { itemStakeChanged, modeChanged, parlayStakeChanged, selectionToggled } from './bet-slip-slice';
import { placedBets } from './placed-bets';
import { given, knicksSpread, lakersMoneyline } from './testing/slip-fixtures';

const add = (selection = lakersMoneyline) => selectionToggled({ selection, stakeCents: 0 });

describe('the bets a confirmation lists', () => {
  it('lists every single with its own id and payout', () => {
    const slip = given(
      add(lakersMoneyline),
      add(knicksSpread),
      itemStakeChanged({ id: lakersMoneyline.id, stakeCents: 1000 }),
      itemStakeChanged({ id: knicksSpread.id, stakeCents: 2200 }),
    );
    expect(placedBets(slip, ['b1', 'b2'], 67)).toEqual([
      { betId: 'b1', description: 'Lakers · Moneyline', potentialPayout: 25 },
      { betId: 'b2', description: 'Knicks -3.5 · Spread', potentialPayout: 42 },
    ]);
  });

  it('lists a parlay once, at the payout the server answered', () => {
    const slip = given(
      add(lakersMoneyline),
      add(knicksSpread),
      modeChanged({ mode: 'parlay', defaultStakeCents: 0 }),
      parlayStakeChanged(1000),
    );
    expect(placedBets(slip, ['p1'], 47.73)).toEqual([
      { betId: 'p1', description: '2-leg parlay', potentialPayout: 47.73 },
    ]);
  });
});
