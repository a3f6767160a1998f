import type { BetPlaced } from '../../betting/place-bet.js';
import { americanOdds } from '../../odds/american-odds.js';
import { marketLeg } from '../../settlement/testing/settlement-fixtures.js';
import type { BetSettled } from '../../settlement/settlement-events.js';
import type { WalletEvent } from '../wallet-events.js';

const START_MS = Date.parse('2025-01-01T00:00:00.000Z');
/** One event every 40 s: 100,000 events span 46 days, so the safer-gambling activity window (40 days) fills up. */
const STEP_MS = 40_000;
/** A bet settles this many events after it was placed, so settlements look up bets well inside the book. */
const SETTLE_AFTER = 200;
const leg = marketLeg('moneyline', 'home', null, { americanOdds: americanOdds(-110) });

const placed = (n: number, at: string): BetPlaced => ({
  type: 'BetPlaced',
  data: {
    betId: `bet-${n}`,
    userId: 'u1',
    betMode: 'single',
    balanceType: 'cash',
    stakeCents: 1_000,
    potentialPayoutCents: 1_909,
    combinedOdds: americanOdds(-110),
    placedAt: at,
    legs: [leg],
  },
});

const settled = (n: number, at: string): BetSettled => {
  const won = n % 2 === 0;
  return {
    type: 'BetSettled',
    data: {
      betId: `bet-${n}`,
      userId: 'u1',
      outcome: won ? 'won' : 'lost',
      payoutCents: won ? 1_909 : 0,
      credited: { cashCents: won ? 1_909 : 0, freePlayCents: 0 },
      legs: null,
      settledBy: 'system',
      settledAt: at,
    },
  };
};

/**
 * A busy player's wallet stream of `length` events: the starting balance, then bets of $10 placed and each one
 * settled SETTLE_AFTER events later (half won), one event every 40 s. `placedAt` fixes every bet's placement time
 * (as generated logs priced against one board do), so play keeps landing in one old slot. For folding specs.
 */
export function longWalletStream(length: number, { placedAt }: { placedAt?: string } = {}): WalletEvent[] {
  const events: WalletEvent[] = [{ type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 100_000_000 } }];
  let placedCount = 0;
  let settledCount = 0;
  while (events.length < length) {
    const at = new Date(START_MS + events.length * STEP_MS).toISOString();
    const pending = placedCount - settledCount;
    const settleNext = pending > 0 && (pending >= SETTLE_AFTER || (placedCount + 1) * 2 > length - 1);
    events.push(settleNext ? settled(settledCount++, at) : placed(placedCount++, placedAt ?? at));
  }
  return events;
}
