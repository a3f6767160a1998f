import type { CasinoSeedsRotated, WalletEvent } from '@sb/domain';
import type { ReadStore, RecordedEvent, Stored } from '@sb/platform';
import { splitStreamId, type Projection } from '../projection.js';
import {
  CASINO_PLAYERS,
  CASINO_ROUNDS,
  type CasinoPlayerDocument,
  type CasinoRoundDocument,
} from './casino-documents.js';
import { evolveCasinoPlayer, evolveCasinoRound } from './evolve-casino.js';

const unstored = <T extends { id: string }>({ _position: _ignored, ...doc }: Stored<T>): T => doc as unknown as T;

const revealRounds = async (store: ReadStore, userId: string, event: CasinoSeedsRotated, position: number) => {
  const rounds = store.collection<CasinoRoundDocument>(CASINO_ROUNDS);
  const { serverSeed, serverSeedHash } = event.data.revealed;
  for (const round of await rounds.find({ userId, serverSeedHash })) {
    await rounds.put({ ...unstored(round), serverSeed }, position);
  }
};

/**
 * Rounds first, the player last: `put` skips a document already at this position, so a player at this position
 * means the event was fully applied, and an event half applied before a crash is completed on re-delivery.
 */
const applyWalletEvent = async (store: ReadStore, userId: string, event: WalletEvent, position: number) => {
  if (event.type === 'WalletClosed') return forgetPlayer(store, userId, position);
  const players = store.collection<CasinoPlayerDocument>(CASINO_PLAYERS);
  const stored = await players.get(userId);
  if (stored && stored._position >= position) return;
  const player = evolveCasinoPlayer(stored && unstored(stored), userId, event);
  if (event.type === 'CasinoSeedsRotated') await revealRounds(store, userId, event, position);
  if (event.type === 'CasinoRoundStarted' || event.type === 'CasinoRoundActed' || event.type === 'CasinoRoundEnded') {
    const rounds = store.collection<CasinoRoundDocument>(CASINO_ROUNDS);
    const round = await rounds.get(event.data.roundId);
    const next = evolveCasinoRound(round && unstored(round), userId, event, {
      position,
      cashAfterCents: player.cashCents,
    });
    if (next) await rounds.put(next, position);
  }
  await players.put(player, position);
};

const forgetPlayer = async (store: ReadStore, userId: string, position: number) => {
  await store.collection(CASINO_ROUNDS).deleteMany({ userId });
  await store.collection(CASINO_PLAYERS).delete(userId, position);
};

/**
 * The casino's read models from the `wallet-` streams (and `user-` for deletions): rounds for the lists and the
 * resume of a hand in play, and per player the visible seed pair and the cash each round step left.
 */
export const casinoProjection: Projection = {
  name: 'casino',
  collections: [CASINO_ROUNDS, CASINO_PLAYERS],
  async setup(store) {
    const rounds = store.collection<CasinoRoundDocument>(CASINO_ROUNDS);
    await rounds.ensureIndex('userId');
    await rounds.ensureIndex('status');
    await rounds.ensureIndex('sequence');
    await rounds.ensureIndex('serverSeedHash');
  },
  async apply(event: RecordedEvent, store: ReadStore) {
    const [category, userId] = splitStreamId(event.streamId);
    if (category === 'user' && event.type === 'UserDeleted') return forgetPlayer(store, userId, event.position);
    if (category !== 'wallet') return;
    return applyWalletEvent(store, userId, event as unknown as WalletEvent, event.position);
  },
};
