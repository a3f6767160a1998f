/** A slip's bets: one bet per selection, or all selections in one parlay. */
export type BetMode = 'single' | 'parlay';
