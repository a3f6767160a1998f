import type { EventMetadata } from '../../event-store/event-store.js';
import type { OddsProvider } from '../odds-provider.js';
import type { CatalogueLog } from './catalogue-log.js';

/** The stream the feed records a paid provider's quota and refresh plan in (read model: odds_quota). */
export const ODDS_QUOTA_STREAM = 'oddsquota-the-odds-api';
export const ODDS_QUOTA_RECORDED = 'OddsQuotaRecorded';

/**
 * After each refresh, appends the provider's quota and plan when they changed since the last one recorded, so the
 * admin's Odds Refresh tab (a query, on another process) can show them. A provider without a quota records nothing.
 */
export const createQuotaRecorder = (log: Pick<CatalogueLog, 'append'>, provider: OddsProvider) => {
  let last = '';
  return async (metadata: EventMetadata) => {
    const status = provider.quota?.();
    if (!status) return;
    const serialised = JSON.stringify(status);
    if (serialised === last) return;
    await log.append(ODDS_QUOTA_STREAM, [{ type: ODDS_QUOTA_RECORDED, data: status, metadata }], 'any');
    last = serialised;
  };
};
