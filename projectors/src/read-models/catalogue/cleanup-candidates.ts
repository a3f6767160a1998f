import { planCleanup, type CleanupPlan } from '@sb/domain';
import type { ReadStore } from '@sb/platform';
import { betsQueries } from '../bets/index.js';
import {
  GAMES,
  MARKETS,
  PROPS,
  type GameDocument,
  type MarketsDocument,
  type PropsDocument,
} from './catalogue-documents.js';

export type CleanupPreview = CleanupPlan & { gameIds: string[]; marketsDeleted: number; propsDeleted: number };

/** What a cleanup at `now` would remove, with the market rows and props that go with those games. */
export const previewCleanup = async (store: ReadStore, now: Date): Promise<CleanupPreview> => {
  const bets = betsQueries(store);
  const games = await store
    .collection<GameDocument>(GAMES)
    .find({ status: { $in: ['final', 'cancelled', 'scheduled'] } });
  const candidates = await Promise.all(
    games.map(async ({ id, status, scheduledAt }) => ({
      id,
      status,
      scheduledAt,
      hasPendingBets: await bets.hasPendingBetsOnGame(id),
    })),
  );
  const plan = planCleanup(candidates, now);
  const gameIds = [...plan.finalGames, ...plan.oldScheduledGames];
  let marketsDeleted = 0;
  let propsDeleted = 0;
  for (const id of gameIds) {
    marketsDeleted += (await store.collection<MarketsDocument>(MARKETS).get(id))?.markets.length ?? 0;
    propsDeleted += (await store.collection<PropsDocument>(PROPS).get(id))?.props.length ?? 0;
  }
  return { ...plan, gameIds, marketsDeleted, propsDeleted };
};
