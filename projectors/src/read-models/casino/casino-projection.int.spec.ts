import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evolveWallet, emptyWallet, playRound, walletDecider, type WalletCommand, type WalletEvent } from '@sb/domain';
import { openSqliteReadStore, type ReadStore, type RecordedEvent } from '@sb/platform';
import { recorded } from '../bets/testing/bet-events.js';
import { CASINO_PLAYERS, CASINO_ROUNDS } from './casino-documents.js';
import { casinoProjection } from './casino-projection.js';
import { casinoQueries } from './casino-queries.js';

const SERVER_SEED = 'f'.repeat(64);
const NEXT_SEED = 'e'.repeat(64);
const AT = '2026-11-22T12:00:00.000Z';
// The first client seed under which a blackjack deal at nonce 1 leaves the hand in play.
const clientSeed = (() => {
  for (let n = 0; ; n += 1) {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: `c${n}`, nonce: 1 };
    if (!playRound({ opening: { game: 'blackjack' }, stakeCents: 1_000, actions: [], seeds }).complete)
      return seeds.clientSeed;
  }
})();
const fresh = { serverSeed: SERVER_SEED, clientSeed };

/** A player's wallet life decided by the real wallet decider, as the log would record it. */
const lifeOf = (commands: WalletCommand[]): WalletEvent[] => {
  const events: WalletEvent[] = [{ type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 10_000 } }];
  for (const command of commands)
    events.push(...walletDecider.decide(command, events.reduce(evolveWallet, emptyWallet)));
  return events;
};
const spin = (roundId: string): WalletCommand => ({
  type: 'StartCasinoRound',
  userId: 'u1',
  roundId,
  opening: { game: 'roulette', betType: 'odd' },
  stakeCents: 500,
  balanceType: 'cash',
  at: AT,
  fresh,
});
const deal: WalletCommand = { ...spin('bj'), opening: { game: 'blackjack' }, stakeCents: 1_000 } as WalletCommand;
const stand: WalletCommand = {
  type: 'ActOnCasinoRound',
  userId: 'u1',
  game: 'blackjack',
  roundId: 'bj',
  action: 'stand',
  at: AT,
};
const rotate: WalletCommand = {
  type: 'RotateCasinoSeeds',
  userId: 'u1',
  fresh: { serverSeed: NEXT_SEED, clientSeed: 'x' },
};

let store: ReadStore;
const apply = async (events: RecordedEvent[]) => {
  for (const event of events) await store.batch((batch) => casinoProjection.apply(event, batch));
};
const everything = async () => ({
  rounds: await store.collection(CASINO_ROUNDS).find({}, { sort: { id: 1 } }),
  players: await store.collection(CASINO_PLAYERS).find({}, { sort: { id: 1 } }),
});

beforeEach(async () => {
  store = openSqliteReadStore({ path: ':memory:' });
  await casinoProjection.setup(store);
});
afterEach(() => store.close());

describe('casino projection', () => {
  it('lists rounds newest first with the cash after each, the hand in play apart, and the visible pair', async () => {
    const events = lifeOf([spin('r1'), deal]);
    await apply(recorded(events));
    const casino = casinoQueries(store);
    const cash = events.reduce(evolveWallet, emptyWallet).cashCents;
    expect((await casino.recentOf('u1')).map((round) => [round.roundId, round.status])).toEqual([
      ['bj', 'open'],
      ['r1', 'complete'],
    ]);
    expect((await casino.openOf('u1')).map((round) => [round.roundId, round.cashAfterCents])).toEqual([['bj', cash]]);
    expect(await casino.fairnessOf('u1')).toEqual({ serverSeedHash: expect.any(String), clientSeed, nonce: 2 });
  });

  it('never stores an unrevealed server seed, and fills it in every round of the pair when it is rotated', async () => {
    const before = lifeOf([spin('r1'), deal, stand]);
    await apply(recorded(before));
    expect(JSON.stringify(await everything())).not.toContain(SERVER_SEED);

    const after = lifeOf([spin('r1'), deal, stand, rotate, spin('r2')]);
    await apply(recorded(after.slice(before.length), before.length + 1));
    const rounds = await casinoQueries(store).recentOf('u1');
    expect(rounds.map((round) => [round.roundId, round.serverSeed])).toEqual([
      ['r2', null],
      ['bj', SERVER_SEED],
      ['r1', SERVER_SEED],
    ]);
    expect(JSON.stringify(await everything())).not.toContain(NEXT_SEED);
    expect((await casinoQueries(store).fairnessOf('u1'))?.nonce).toBe(1);
  });

  it('is idempotent: applying the same events again changes nothing', async () => {
    const events = recorded(lifeOf([spin('r1'), deal, stand, rotate]));
    await apply(events);
    const once = await everything();
    await apply(events);
    expect(await everything()).toEqual(once);
  });

  it('forgets a closed wallet', async () => {
    const closed: WalletEvent = { type: 'WalletClosed', data: { userId: 'u1', closedBy: 'a' } };
    await apply(recorded([...lifeOf([spin('r1')]), closed]));
    expect(await everything()).toEqual({ rounds: [], players: [] });
  });
});
