/** The sports the book lists (the spec's route values); one sport may hold several leagues (Soccer: EPL, MLS...). */
export const SPORTS = ['NFL', 'NCAAF', 'NBA', 'NCAAB', 'MLB', 'NHL', 'Soccer', 'MMA'] as const;
export type Sport = (typeof SPORTS)[number];

export const isSport = (value: unknown): value is Sport => SPORTS.includes(value as Sport);

/**
 * Scoring periods in play order. Settlement of period markets and the `periodScores` of a final result use these
 * names; overtime / extra innings are recorded as 'OT' / 'X' after the regulation periods when they happen.
 */
export const SPORT_PERIODS: Readonly<Record<Sport, readonly string[]>> = {
  NFL: ['Q1', 'Q2', 'Q3', 'Q4'],
  NCAAF: ['Q1', 'Q2', 'Q3', 'Q4'],
  NBA: ['Q1', 'Q2', 'Q3', 'Q4'],
  // Men's college basketball is played in two halves.
  NCAAB: ['1H', '2H'],
  MLB: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  NHL: ['P1', 'P2', 'P3'],
  Soccer: ['1H', '2H'],
  MMA: ['R1', 'R2', 'R3'],
};
