/** GET /api/nba/games and /api/nba/odds, as the contracts define them. */
export type { TNbaGameDto as NbaGame, TNbaOddsDto as NbaOdds, TNbaTeamDto as NbaTeam } from '@sb/contracts';
