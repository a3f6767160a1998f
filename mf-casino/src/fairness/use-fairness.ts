import type { TFairnessDto, TSeedRotationDto } from '@sb/contracts';
import { errorMessage } from '@sb/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { casinoPaths, changeClientSeed, commitSeedPair, fetchFairness, rotateSeed } from '../shared/casino-api';

/**
 * The player's seed pair: GET /api/casino/fairness (a first pair is committed with POST when there is none, so
 * the hash is known before the first round), the client seed change and the rotation that reveals the seed.
 */
export function useFairness() {
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState<TSeedRotationDto['revealed'] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pair = useQuery({
    queryKey: [casinoPaths.fairness],
    queryFn: async (): Promise<TFairnessDto> => {
      const current = await fetchFairness();
      return current.serverSeedHash === null ? commitSeedPair() : current;
    },
  });

  const setPair = (next: TFairnessDto) => queryClient.setQueryData([casinoPaths.fairness], next);
  const onError = (failure: unknown) => setError(errorMessage(failure, 'The seeds could not be changed'));

  const clientSeed = useMutation({
    mutationFn: changeClientSeed,
    onMutate: () => setError(null),
    onSuccess: setPair,
    onError,
  });
  const rotation = useMutation({
    mutationFn: rotateSeed,
    onMutate: () => setError(null),
    onSuccess: ({ revealed: old, current }) => {
      setRevealed(old);
      setPair(current);
      void queryClient.invalidateQueries({ queryKey: [casinoPaths.rounds] });
    },
    onError,
  });

  return { pair, revealed, error, clientSeed, rotation };
}
