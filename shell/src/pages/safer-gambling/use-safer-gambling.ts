import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaferGamblingDto } from '@sb/contracts';
import { apiRequest, errorMessage } from '@sb/web-kit';
import { useState } from 'react';

export const SAFER_GAMBLING_QUERY_KEY = ['/api/safer-gambling'] as const;

/** The player's limits, exclusion and reality check (GET /api/safer-gambling). */
export const useSaferGambling = () => useQuery<TSaferGamblingDto>({ queryKey: SAFER_GAMBLING_QUERY_KEY });

/**
 * One safer-gambling command: POST, then the answer (the limits after it) replaces the cached limits. The
 * server's refusal text is kept to show beside the form.
 */
export function useSaferGamblingCommand(path: string, fallback: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(body: unknown): Promise<TSaferGamblingDto | null> {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<TSaferGamblingDto>('POST', path, body);
      queryClient.setQueryData(SAFER_GAMBLING_QUERY_KEY, answer);
      return answer;
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { send, busy, error };
}
