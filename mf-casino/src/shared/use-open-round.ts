import type { TCasinoGame, TCasinoRound } from '@sb/contracts';
import { useQuery } from '@tanstack/react-query';
import { casinoPaths, fetchOpenRounds } from './casino-api';

/**
 * The player's unfinished round of this game (a blackjack hand, a craps point), read afresh each time the game
 * opens so a hand left on another screen or before a reload is picked up where it stopped.
 */
export function useOpenRound(game: TCasinoGame): { openRound: TCasinoRound | null; checking: boolean } {
  const { data, isPending } = useQuery({
    queryKey: [casinoPaths.openRounds],
    queryFn: fetchOpenRounds,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const openRound = data?.rounds.find((round) => round.game === game && round.status === 'open') ?? null;
  return { openRound, checking: isPending };
}
