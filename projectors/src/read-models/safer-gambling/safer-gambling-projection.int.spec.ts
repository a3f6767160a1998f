import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evolveWallet, emptyWallet, walletDecider, type WalletCommand, type WalletEvent } from '@sb/domain';
import { openSqliteReadStore, type ReadStore, type RecordedEvent } from '@sb/platform';
import { recorded } from '../bets/testing/bet-events.js';
import { SAFER_GAMBLING, saferGamblingProjection, saferGamblingQueries } from './safer-gambling-projection.js';

const AT = '2026-11-23T10:00:00.000Z';

/** A player's wallet life decided by the real wallet decider, as the log would record it. */
const lifeOf = (commands: WalletCommand[]): WalletEvent[] => {
  const events: WalletEvent[] = [{ type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 10_000 } }];
  for (const command of commands)
    events.push(...walletDecider.decide(command, events.reduce(evolveWallet, emptyWallet)));
  return events;
};
const limit: WalletCommand = {
  type: 'SetPlayLimit',
  userId: 'u1',
  kind: 'loss',
  period: 'day',
  amountCents: 2_000,
  timeZone: 'Europe/Paris',
  at: AT,
};
const spin: WalletCommand = {
  type: 'StartCasinoRound',
  userId: 'u1',
  roundId: 'r1',
  opening: { game: 'roulette', betType: 'odd' },
  stakeCents: 500,
  balanceType: 'cash',
  at: AT,
  fresh: { serverSeed: 'f'.repeat(64), clientSeed: 'c' },
};
const timeOut: WalletCommand = { type: 'TakeTimeOut', userId: 'u1', duration: '24h', timeZone: 'UTC', at: AT };

let store: ReadStore;
const apply = async (events: RecordedEvent[]) => {
  for (const event of events) await store.batch((batch) => saferGamblingProjection.apply(event, batch));
};

beforeEach(async () => {
  store = openSqliteReadStore({ path: ':memory:' });
  await saferGamblingProjection.setup(store);
});
afterEach(() => store.close());

describe('safer-gambling projection', () => {
  it('holds the wallet’s own fold of limits, exclusions and play', async () => {
    const events = lifeOf([limit, spin, timeOut]);
    await apply(recorded(events));
    expect(await saferGamblingQueries(store).stateOf('u1')).toEqual(
      events.reduce(evolveWallet, emptyWallet).saferGambling,
    );
  });

  it('a re-delivered event changes nothing', async () => {
    const events = recorded(lifeOf([limit, spin]));
    await apply(events);
    await apply(events);
    const expected = lifeOf([limit, spin]).reduce(evolveWallet, emptyWallet).saferGambling;
    expect(await saferGamblingQueries(store).stateOf('u1')).toEqual(expected);
  });

  it('writes nothing for events that are neither play nor limits', async () => {
    await apply(recorded(lifeOf([])));
    expect(await store.collection(SAFER_GAMBLING).find({})).toEqual([]);
  });

  it('forgets a deleted player', async () => {
    await apply(recorded(lifeOf([limit])));
    const deleted = {
      ...recorded(lifeOf([]))[0],
      streamId: 'user-u1',
      type: 'UserDeleted',
      position: 1_000,
    } as RecordedEvent;
    await apply([deleted]);
    expect(await store.collection(SAFER_GAMBLING).get('u1')).toBeNull();
  });
});
