import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../casino/index.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { evolveWallet, emptyWallet, walletDecider } from '../wallet/wallet.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import { CASINO_MESSAGES } from './casino-messages.js';
import {
  AT,
  blackjackStarted,
  committed,
  FRESH,
  funded,
  NEXT_SERVER_SEED,
  SERVER_SEED,
} from './testing/casino-wallet-fixtures.js';

const spec = deciderSpec(walletDecider);
const fresh = { serverSeed: NEXT_SERVER_SEED, clientSeed: 'another-default' };

describe('the seed pair', () => {
  it('is committed by the first casino command and only once', () => {
    spec.given([funded()]).when({ type: 'CommitCasinoSeeds', userId: 'u1', fresh: FRESH }).then([committed]);
    spec.given([funded(), committed]).when({ type: 'CommitCasinoSeeds', userId: 'u1', fresh }).then([]);
  });

  it('commits the SHA-256 of the server seed, which is what the player sees before playing', () => {
    expect(committed.data.serverSeedHash).toBe(serverSeedHash(SERVER_SEED));
    expect(committed.data.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes the client seed, committing a pair first when the player has none', () => {
    const changed: WalletEvent = {
      type: 'CasinoClientSeedChanged',
      data: { userId: 'u1', clientSeed: 'my lucky seed' },
    };
    spec
      .given([funded(), committed])
      .when({ type: 'ChangeCasinoClientSeed', userId: 'u1', clientSeed: 'my lucky seed', fresh })
      .then([changed]);
    spec
      .given([funded()])
      .when({ type: 'ChangeCasinoClientSeed', userId: 'u1', clientSeed: 'my lucky seed', fresh: FRESH })
      .then([committed, changed]);
    spec
      .given([funded(), committed])
      .when({ type: 'ChangeCasinoClientSeed', userId: 'u1', clientSeed: 'player-seed', fresh })
      .then([]);
  });

  it.each(['', ' '.repeat(3), 'x'.repeat(65), 'tab\there', 'é-accent', 'line\nbreak'])(
    'refuses the client seed %j',
    (clientSeed) =>
      spec
        .given([funded(), committed])
        .when({ type: 'ChangeCasinoClientSeed', userId: 'u1', clientSeed, fresh })
        .thenThrows(CASINO_MESSAGES.clientSeedFormat, 'invalid'),
  );

  it('rotates: reveals the old server seed with the nonce it reached, commits a new one, nonce back to 0', () => {
    const played: WalletEvent[] = [
      funded(),
      committed,
      blackjackStarted('b1'),
      { type: 'CasinoRoundEnded', data: endOf('b1') },
    ];
    const rotated: WalletEvent = {
      type: 'CasinoSeedsRotated',
      data: {
        userId: 'u1',
        revealed: {
          serverSeed: SERVER_SEED,
          serverSeedHash: serverSeedHash(SERVER_SEED),
          clientSeed: 'player-seed',
          nonce: 1,
        },
        next: {
          serverSeed: NEXT_SERVER_SEED,
          serverSeedHash: serverSeedHash(NEXT_SERVER_SEED),
          clientSeed: 'player-seed',
        },
      },
    };
    spec.given(played).when({ type: 'RotateCasinoSeeds', userId: 'u1', fresh }).then([rotated]);
    expect([...played, rotated].reduce(evolveWallet, emptyWallet).casino.seeds).toEqual({
      serverSeed: NEXT_SERVER_SEED,
      serverSeedHash: serverSeedHash(NEXT_SERVER_SEED),
      clientSeed: 'player-seed',
      nonce: 0,
    });
  });

  it('refuses to rotate while a round is in play (its next cards would be revealed) or with no pair yet', () => {
    spec
      .given([funded(), committed, blackjackStarted()])
      .when({ type: 'RotateCasinoSeeds', userId: 'u1', fresh })
      .thenThrows(CASINO_MESSAGES.rotateWithOpenRound, 'conflict');
    spec
      .given([funded()])
      .when({ type: 'RotateCasinoSeeds', userId: 'u1', fresh })
      .thenThrows(CASINO_MESSAGES.noSeedPairToRotate, 'conflict');
  });

  it('moves no money', () => {
    const state = [funded(), committed].reduce(evolveWallet, emptyWallet);
    expect(state.cashCents).toBe(10_000);
  });
});

const endOf = (roundId: string) => ({
  userId: 'u1',
  roundId,
  game: 'blackjack' as const,
  stakeCents: 1_000,
  payoutCents: 0,
  endedAt: AT,
  view: { ...blackjackStarted(roundId).data.view, allowedActions: [] },
});
