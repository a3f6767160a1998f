import { balanceMovement, evolveRound, startedRound, type CasinoRoundEvent, type WalletEvent } from '@sb/domain';
import type { CasinoPlayerDocument, CasinoRoundDocument } from './casino-documents.js';

type MovingEvent = Exclude<WalletEvent, { type: 'WalletClosed' }>;

/** Pure: the player's document after one wallet event (cash by the domain's balanceMovement, the visible pair). */
export const evolveCasinoPlayer = (
  doc: CasinoPlayerDocument | null,
  userId: string,
  event: MovingEvent,
): CasinoPlayerDocument => {
  const before = doc ?? { id: userId, cashCents: 0, fairness: null };
  const player = { ...before, cashCents: before.cashCents + balanceMovement(event).cashCents };
  switch (event.type) {
    case 'CasinoSeedsCommitted':
      return {
        ...player,
        fairness: { serverSeedHash: event.data.serverSeedHash, clientSeed: event.data.clientSeed, nonce: 0 },
      };
    case 'CasinoClientSeedChanged':
      return player.fairness
        ? { ...player, fairness: { ...player.fairness, clientSeed: event.data.clientSeed } }
        : player;
    case 'CasinoSeedsRotated': {
      const { serverSeedHash, clientSeed } = event.data.next;
      return { ...player, fairness: { serverSeedHash, clientSeed, nonce: 0 } };
    }
    case 'CasinoRoundStarted':
      return player.fairness ? { ...player, fairness: { ...player.fairness, nonce: event.data.nonce + 1 } } : player;
    default:
      return player;
  }
};

/** Pure: a round's document after one of its events (null: an action on a round this model never saw). */
export const evolveCasinoRound = (
  doc: CasinoRoundDocument | null,
  userId: string,
  event: CasinoRoundEvent,
  context: { position: number; cashAfterCents: number },
): CasinoRoundDocument | null => {
  if (event.type === 'CasinoRoundStarted') {
    const round = startedRound(event);
    return {
      ...round,
      id: round.roundId,
      userId,
      serverSeed: null,
      cashAfterCents: context.cashAfterCents,
      sequence: context.position,
    };
  }
  if (!doc) return null;
  return { ...doc, ...evolveRound(doc, event), cashAfterCents: context.cashAfterCents };
};
