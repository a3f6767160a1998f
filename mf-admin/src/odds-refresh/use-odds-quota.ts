import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/odds-refresh/quota: the paid odds provider's quota and refresh plan (null with the simulator). */
export type OddsQuota = {
  provider: string;
  dailyBudget: number;
  spentLast24Hours: number;
  spentLastHour: number;
  remaining: number | null;
  used: number | null;
  reportedAt: string | null;
  recordedAt: string;
  plan: {
    call: string;
    subject: string;
    what: string;
    tier: 'live' | 'soon' | 'today' | 'far';
    everyMinutes: number | null;
    lastAt: string | null;
    nextAt: string | null;
    estimatedCost: number;
  }[];
  skipped: { at: string; message: string }[];
};

export const ODDS_QUOTA_KEY = ['/api/admin/odds-refresh/quota'];

/** Read again whenever the tab shows it (the feed spends on its own schedule) and after each refresh. */
export const useOddsQuota = () =>
  useQuery<{ quota: OddsQuota | null }>({ queryKey: ODDS_QUOTA_KEY, refetchOnMount: 'always' });
