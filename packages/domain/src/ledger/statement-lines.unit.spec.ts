import { describe, expect, it } from 'vitest';
import { statementLines, type LedgerEvent } from './statement-lines.js';

const event = (revision: number, type: string, data: unknown): LedgerEvent => ({
  revision,
  type,
  data,
  metadata: { at: `2026-11-22T10:00:0${revision}.000Z`, hash: `h${revision}` },
});

describe('statement lines', () => {
  it('is one line per money movement with the running balances; a move of nothing is no line', () => {
    const lines = statementLines([
      event(0, 'StartingBalanceCredited', { userId: 'u1', amountCents: 100_000 }),
      event(1, 'FreePlayAdded', { userId: 'u1', amountCents: 500, addedBy: 'admin' }),
      event(2, 'BalanceAdjusted', { userId: 'u1', balanceType: 'cash', amountCents: -2_500, adjustedBy: 'admin' }),
      event(3, 'BalanceAdjusted', { userId: 'u1', balanceType: 'freePlay', amountCents: 0, adjustedBy: 'admin' }),
    ]);
    expect(
      lines.map(({ kind, amountCents, cashCents, freePlayCents, hash }) => [
        kind,
        amountCents,
        cashCents,
        freePlayCents,
        hash,
      ]),
    ).toEqual([
      ['StartingBalanceCredited', 100_000, 100_000, 0, 'h0'],
      ['FreePlayAdded', 500, 100_000, 500, 'h1'],
      ['BalanceAdjusted', -2_500, 97_500, 500, 'h2'],
    ]);
  });

  it("describes a bet's movements with its legs in the screens' words", () => {
    const leg = {
      legId: 'l1',
      eventId: 'g1',
      marketType: 'spread_h1',
      selection: 'home',
      line: -1.5,
      americanOdds: -110,
      event: { sport: 'NBA', league: 'NBA', homeTeam: 'Lakers', awayTeam: 'Heat', scheduledAt: '2026-11-22T20:00:00Z' },
    };
    const placed = { betId: 'b1', userId: 'u1', betMode: 'single', balanceType: 'cash', stakeCents: 1_000 };
    const lines = statementLines([
      event(0, 'StartingBalanceCredited', { userId: 'u1', amountCents: 100_000 }),
      event(1, 'BetPlaced', { ...placed, potentialPayoutCents: 1_909, combinedOdds: -110, legs: [leg], placedAt: 'x' }),
    ]);
    expect(lines.map((line) => line.description)).toEqual(['', 'Lakers -1.5 · 1st Half Spread, Heat @ Lakers']);
  });

  it('closes a wallet with one line that takes both balances to zero', () => {
    const lines = statementLines([
      event(0, 'StartingBalanceCredited', { userId: 'u1', amountCents: 1_000 }),
      event(1, 'FreePlayAdded', { userId: 'u1', amountCents: 300, addedBy: 'admin' }),
      event(2, 'WalletClosed', { userId: 'u1', closedBy: 'admin' }),
    ]);
    expect(lines[2]).toMatchObject({
      kind: 'WalletClosed',
      cashMovedCents: -1_000,
      freePlayMovedCents: -300,
      cashCents: 0,
      freePlayCents: 0,
    });
  });
});
