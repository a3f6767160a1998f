import { describe, expect, it } from 'vitest';
import { playRound } from '../casino/index.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { evolveWallet, emptyWallet, walletDecider } from '../wallet/wallet.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import type { ActOnCasinoRound } from './casino-commands.js';
import { CASINO_MESSAGES, NO_ROUND_IN_PLAY, ROUND_IN_PLAY } from './casino-messages.js';
import { AT, clientSeedWhere, committedWith, funded, SERVER_SEED, start } from './testing/casino-wallet-fixtures.js';

const spec = deciderSpec(walletDecider);
const blackjack = { game: 'blackjack' } as const;
// A deal that leaves the hand in play, and where hitting once does not end it either.
const clientSeed = clientSeedWhere(
  blackjack,
  (dealt, seeds) =>
    !dealt.complete && !playRound({ opening: blackjack, stakeCents: 1_000, actions: ['hit'], seeds }).complete,
);
const seeds = { serverSeed: SERVER_SEED, clientSeed, nonce: 0 };
const act = (action: ActOnCasinoRound['action'], roundId: string | null = null): ActOnCasinoRound => ({
  type: 'ActOnCasinoRound',
  userId: 'u1',
  game: 'blackjack',
  roundId,
  action,
  at: AT,
});
const decide = (history: WalletEvent[], command: Parameters<typeof walletDecider.decide>[0]) =>
  walletDecider.decide(command, history.reduce(evolveWallet, emptyWallet));
const fold = (history: WalletEvent[]) => history.reduce(evolveWallet, emptyWallet);

describe('a blackjack hand on the wallet', () => {
  const given = (cashCents = 10_000) => [funded(cashCents), committedWith(clientSeed)];
  const dealt = (cashCents = 10_000) => {
    const history = given(cashCents);
    return [...history, ...decide(history, start(blackjack, 1_000, 'bj1'))];
  };

  it('deals: takes the stake, keeps the hand in play with what the player may do', () => {
    const history = dealt();
    expect(history.slice(2).map((event) => event.type)).toEqual(['CasinoRoundStarted']);
    const state = fold(history);
    expect(state.cashCents).toBe(9_000);
    expect(state.casino.open.blackjack).toMatchObject({
      roundId: 'bj1',
      status: 'open',
      allowedActions: ['hit', 'stand', 'double'],
    });
  });

  it('keeps the dealer hole card out of the recorded view while the hand is open', () => {
    const [started] = dealt().slice(2);
    expect(started?.type === 'CasinoRoundStarted' && started.data.view.outcome).toMatchObject({
      dealerCards: [expect.anything()],
    });
  });

  it('stands: acted and ended in one decision, paying what the replay says', () => {
    const history = dealt();
    const expected = playRound({ opening: blackjack, stakeCents: 1_000, actions: ['stand'], seeds });
    const events = decide(history, act('stand'));
    expect(events.map((event) => event.type)).toEqual(['CasinoRoundActed', 'CasinoRoundEnded']);
    expect(events[1]).toMatchObject({ data: { stakeCents: 1_000, payoutCents: expected.payoutCents } });
    expect(fold([...history, ...events]).cashCents).toBe(9_000 + expected.payoutCents);
  });

  it('doubles: takes a second stake, one card, then the hand is settled', () => {
    const history = dealt();
    const expected = playRound({ opening: blackjack, stakeCents: 1_000, actions: ['double'], seeds });
    const events = decide(history, act('double', 'bj1'));
    expect(events[0]).toMatchObject({ type: 'CasinoRoundActed', data: { action: 'double', extraStakeCents: 1_000 } });
    expect(events[1]).toMatchObject({
      type: 'CasinoRoundEnded',
      data: { stakeCents: 2_000, payoutCents: expected.payoutCents },
    });
    expect(fold([...history, ...events]).cashCents).toBe(8_000 + expected.payoutCents);
  });

  it('refuses a double the cash balance cannot cover', () =>
    spec.given(dealt(1_000)).when(act('double')).thenThrows(CASINO_MESSAGES.insufficientBalance, 'rule'));

  it('refuses actions out of turn (the engine decides which)', () => {
    const afterHit = (() => {
      const history = dealt();
      return [...history, ...decide(history, act('hit'))];
    })();
    spec.given(afterHit).when(act('double')).thenThrows('You can only double down on your first two cards', 'rule');
    spec.given(dealt()).when(act('roll')).thenThrows("Blackjack has no 'roll' action", 'invalid');
  });

  it('refuses a second deal while the hand is in play', () =>
    spec
      .given(dealt())
      .when(start(blackjack, 1_000, 'bj2'))
      .thenThrows(ROUND_IN_PLAY.blackjack, 'conflict'));

  it('refuses actions once the hand is over: by id, finished; without, nothing in play', () => {
    const history = dealt();
    const finished = [...history, ...decide(history, act('stand'))];
    spec.given(finished).when(act('hit', 'bj1')).thenThrows(CASINO_MESSAGES.roundFinished, 'conflict');
    spec.given(finished).when(act('hit')).thenThrows(NO_ROUND_IN_PLAY.blackjack, 'conflict');
  });

  it('refuses to rotate the seeds while the hand is in play', () =>
    spec
      .given(dealt())
      .when({ type: 'RotateCasinoSeeds', userId: 'u1', fresh: { serverSeed: 'b'.repeat(64), clientSeed: 'x' } })
      .thenThrows(CASINO_MESSAGES.rotateWithOpenRound, 'conflict'));
});
