/** What the audit read and checked, for the summary and the JSON report. */
export type AuditCounts = {
  streams: number;
  events: number;
  walletStreams: number;
  walletEvents: number;
  /** Wallet events whose chain link was checked by hashing their stored JSON as it is (the rest were serialised). */
  walletEventsHashedAsStored: number;
  players: number;
  bets: number;
  betsSettled: number;
  betsSettledBySystem: number;
  adminOutcomes: number;
  rounds: number;
  roundsEnded: number;
  roundsRevealed: number;
  games: number;
};

export const noCounts = (): AuditCounts => ({
  streams: 0,
  events: 0,
  walletStreams: 0,
  walletEvents: 0,
  walletEventsHashedAsStored: 0,
  players: 0,
  bets: 0,
  betsSettled: 0,
  betsSettledBySystem: 0,
  adminOutcomes: 0,
  rounds: 0,
  roundsEnded: 0,
  roundsRevealed: 0,
  games: 0,
});
