const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What The Odds API said about the quota in its last answer (x-requests-remaining / -used / -last). */
export type ProviderQuota = { remaining: number; used: number; last: number; at: string };

/**
 * The requests The Odds API charged (x-requests-last of each answer, the estimate when it sends none) in the last
 * 24 hours, and the provider's own counters. Budgets are checked against a rolling 24 hours, so any day, wherever it
 * starts, stays within ODDS_API_DAILY_BUDGET. Kept in memory: a restart forgets the spends of the last day (the
 * provider's x-requests-used still shows them).
 */
export const createQuotaLedger = (dailyBudget: number) => {
  let spends: { at: number; cost: number }[] = [];
  let provider: ProviderQuota | undefined;
  const skips: { at: string; message: string }[] = [];

  const forget = (now: number) => {
    spends = spends.filter((spend) => spend.at > now - DAY);
  };
  const spentSince = (since: number) => spends.reduce((sum, s) => (s.at > since ? sum + s.cost : sum), 0);

  return {
    dailyBudget,
    record(now: number, cost: number, headers?: Omit<ProviderQuota, 'at'>) {
      spends.push({ at: now, cost });
      if (headers) provider = { ...headers, at: new Date(now).toISOString() };
      forget(now);
    },
    spent(now: number) {
      forget(now);
      return { day: spentSince(now - DAY), hour: spentSince(now - HOUR) };
    },
    /** The provider's counters as last reported. */
    provider: () => provider,
    noteSkip(now: number, message: string) {
      skips.unshift({ at: new Date(now).toISOString(), message });
      skips.length = Math.min(skips.length, 5);
    },
    /** The last few skipped refreshes or calls, newest first. */
    skips: () => [...skips],
  };
};

export type QuotaLedger = ReturnType<typeof createQuotaLedger>;
