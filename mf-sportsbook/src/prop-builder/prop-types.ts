/** GET /api/player-props (spec section 3 "Player prop"). */
export type PlayerProp = {
  id: string;
  eventId: string;
  propType: string;
  playerName: string;
  team: string;
  line: number;
  overOdds: number | null;
  underOdds: number | null;
  bookmaker: string;
  event: { sport: string; league: string; status: string; homeTeam: string; awayTeam: string; scheduledAt: string };
};

export type PlayerPropsAnswer = { playerProps: PlayerProp[]; totalProps: number; totalEvents: number };

/** GET /api/player-props with filters: one page of props, the totals of every match and the count per prop type. */
export type PlayerPropsPage = PlayerPropsAnswer & {
  offset: number;
  limit: number;
  propTypes: { propType: string; count: number }[];
};
