import type { TOddsQuotaAnswerDto } from '@sb/contracts';
import { useQuery } from '@tanstack/react-query';

export const ODDS_QUOTA_KEY = ['/api/admin/odds-refresh/quota'];

/** Read again whenever the tab shows it (the feed spends on its own schedule) and after each refresh. */
export const useOddsQuota = () => useQuery<TOddsQuotaAnswerDto>({ queryKey: ODDS_QUOTA_KEY, refetchOnMount: 'always' });
