import { describe, expect, it } from 'vitest';
import { playRound, type RoundOpening } from '../casino/index.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { evolveWallet, emptyWallet, walletDecider } from '../wallet/wallet.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import { NO_ROUND_IN_PLAY, ROUND_IN_PLAY } from './casino-messages.js';
import { AT, clientSeedWhere, committedWith, funded, SERVER_SEED, start } from './testing/casino-wallet-fixtures.js';

const spec = deciderSpec(walletDecider);
const fold = (history: WalletEvent[]) => history.reduce(evolveWallet, emptyWallet);
const decide = (history: WalletEvent[], command: Parameters<typeof walletDecider.decide>[0]) =>
  walletDecider.decide(command, fold(history));

describe.each<RoundOpening>([{ game: 'slots' }, { game: 'baccarat', choice: 'banker' }])(
  '%o on the wallet',
  (opening) => {
    const clientSeed = clientSeedWhere(opening, (result) => result.payoutCents > 0);
    const history = [funded(), committedWith(clientSeed)];

    it('is started and ended in one decision, paying what the replay says', () => {
      const expected = playRound({
        opening,
        stakeCents: 1_000,
        actions: [],
        seeds: { serverSeed: SERVER_SEED, clientSeed, nonce: 0 },
      });
      const events = decide(history, start(opening));
      expect(events.map((event) => event.type)).toEqual(['CasinoRoundStarted', 'CasinoRoundEnded']);
      expect(events[1]).toMatchObject({ data: { stakeCents: 1_000, payoutCents: expected.payoutCents } });
      expect(fold([...history, ...events]).cashCents).toBe(9_000 + expected.payoutCents);
    });
  },
);

describe('a craps point on the wallet', () => {
  const pass = { game: 'craps', choice: 'pass' } as const;
  const clientSeed = clientSeedWhere(pass, (comeOut) => !comeOut.complete);
  const history = [funded(), committedWith(clientSeed)];
  const roll = {
    type: 'ActOnCasinoRound',
    userId: 'u1',
    game: 'craps',
    roundId: null,
    action: 'roll',
    at: AT,
  } as const;

  it('keeps the stake out while the point stands, then rolls until it is decided', () => {
    let events = [...history, ...decide(history, start(pass, 1_000, 'c1'))];
    expect(fold(events).casino.open.craps).toMatchObject({ roundId: 'c1', allowedActions: ['roll'] });
    expect(fold(events).cashCents).toBe(9_000);
    while (fold(events).casino.open.craps) events = [...events, ...decide(events, roll)];
    const ended = events.at(-1);
    expect(ended?.type).toBe('CasinoRoundEnded');
    const payout = ended?.type === 'CasinoRoundEnded' ? ended.data.payoutCents : -1;
    expect([0, 2_000]).toContain(payout);
    expect(fold(events).cashCents).toBe(9_000 + payout);
  });

  it('refuses a new come-out bet while the point stands, and a roll without one', () => {
    spec
      .given([...history, ...decide(history, start(pass, 1_000, 'c1'))])
      .when(start(pass, 500, 'c2'))
      .thenThrows(ROUND_IN_PLAY.craps, 'conflict');
    spec.given(history).when(roll).thenThrows(NO_ROUND_IN_PLAY.craps, 'conflict');
  });
});
