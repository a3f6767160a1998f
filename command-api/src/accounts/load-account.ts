import {
  userDecider,
  userStreamId,
  usernameHolder,
  usernameStreamId,
  walletDecider,
  walletStreamId,
  type UserEvent,
  type UsernameEvent,
  type WalletEvent,
} from '@sb/domain';
import type { EventStore } from '@sb/platform';

const foldStream = async <E, S>(store: EventStore, streamId: string, evolve: (s: S, e: E) => S, initial: S) =>
  (await store.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }) as E).reduce(evolve, initial);

/** A user's current state, straight from the log (the command side never reads read models for decisions). */
export const loadUser = (store: EventStore, userId: string) =>
  foldStream<UserEvent, ReturnType<typeof userDecider.evolve>>(
    store,
    userStreamId(userId),
    userDecider.evolve,
    userDecider.initialState,
  );

export const loadWallet = (store: EventStore, userId: string) =>
  foldStream<WalletEvent, ReturnType<typeof walletDecider.evolve>>(
    store,
    walletStreamId(userId),
    walletDecider.evolve,
    walletDecider.initialState,
  );

export const findUserIdByUsername = async (store: EventStore, username: string) =>
  usernameHolder(
    (await store.readStream(usernameStreamId(username))).map((e) => ({ type: e.type, data: e.data }) as UsernameEvent),
  );
