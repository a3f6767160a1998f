/** GET /api/nba/games (API-Sports shape, spec section 3 "NBA game"). */
export type NbaTeam = { name: string; nickname: string; logo: string };

export type NbaGame = {
  id: string;
  date: string;
  status: { short: string; long: string };
  teams: { visitors: NbaTeam; home: NbaTeam };
  scores: { visitors: { points: number | null }; home: { points: number | null } };
};

/** GET /api/nba/odds: per game, bookmakers with bets of { value, odd } (odds as strings: '+130', '-110'). */
export type NbaOdds = {
  game: { id: string };
  bookmakers: {
    id: number;
    name: string;
    bets: { id: number; name: string; values: { value: string; odd: string }[] }[];
  }[];
};
