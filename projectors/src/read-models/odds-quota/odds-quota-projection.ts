import { ODDS_QUOTA_RECORDED, ODDS_QUOTA_STREAM, type OddsQuotaStatus } from '@sb/platform';
import type { ReadStore } from '@sb/platform';
import type { Projection } from '../projection.js';

/** `odds_quota`: the paid odds provider's quota and refresh plan as the feed last recorded them. */
export const ODDS_QUOTA = 'odds_quota';
export type OddsQuotaDocument = OddsQuotaStatus & { id: string; recordedAt: string };

/** The feed's `oddsquota-` stream, latest record only: what the admin's Odds Refresh tab shows. */
export const oddsQuotaProjection: Projection = {
  name: 'odds-quota',
  collections: [ODDS_QUOTA],
  async setup() {},
  async apply(event, store) {
    if (event.streamId !== ODDS_QUOTA_STREAM || event.type !== ODDS_QUOTA_RECORDED) return;
    const status = event.data as OddsQuotaStatus;
    const recordedAt = typeof event.metadata.at === 'string' ? event.metadata.at : new Date().toISOString();
    await store
      .collection<OddsQuotaDocument>(ODDS_QUOTA)
      .put({ ...status, id: status.provider, recordedAt }, event.position);
  },
};

/** The latest record of a provider, or undefined when it never reported (the simulator has no quota). */
export const oddsQuotaOf = async (store: ReadStore, provider = 'the-odds-api') => {
  const doc = await store.collection<OddsQuotaDocument>(ODDS_QUOTA).get(provider);
  if (!doc) return undefined;
  const { _position: _p, id: _id, ...status } = doc as OddsQuotaDocument & { _position?: number };
  return status;
};
