import { gameStreamId, oddsStreamId, type GameEvent } from '@sb/domain';
import type { NewEvent } from '@sb/platform';
import { BOARD } from './bench-games.js';

const at = '2029-12-31T00:00:00.000Z';
const meta = { at, actor: 'system', correlationId: 'bench', causationId: 'bench', schema: 1 };

/** A game scheduled in 2030 and priced with the bench board, not finished: open for pre-match bets. */
export function openBenchGame(n: number) {
  const id = `bench-open-${n}`;
  const scheduled: GameEvent = {
    type: 'GameScheduled',
    data: {
      gameId: id,
      sport: 'NBA',
      league: 'NBA',
      homeTeam: `Open Home ${n}`,
      awayTeam: `Open Away ${n}`,
      scheduledAt: '2030-06-01T00:00:00.000Z',
      players: [],
    },
  };
  const streams: [string, NewEvent[]][] = [
    [gameStreamId(id), [{ ...scheduled, metadata: meta }]],
    [oddsStreamId(id), [{ type: 'OddsPriced', data: { gameId: id, markets: BOARD }, metadata: meta }]],
  ];
  return { id, homeOdds: -150, streams };
}
