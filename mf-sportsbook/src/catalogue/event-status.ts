/** Spec section 2 (Live Betting) and section 4: the statuses that mean "in play" and "over". */
export const LIVE_STATUSES: ReadonlySet<string> = new Set([
  'in_progress',
  'live',
  '1H',
  '2H',
  'HT',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
]);
export const EXCLUDED_STATUSES: ReadonlySet<string> = new Set(['finished', 'final', 'FN', 'postponed', 'cancelled']);

export const isLiveStatus = (status: string): boolean => LIVE_STATUSES.has(status);

/** Live Betting lists every game that is not over (or called off). */
export const isOpenForLiveBoard = (status: string): boolean => !EXCLUDED_STATUSES.has(status);
