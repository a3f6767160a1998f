import { getJson } from '@sb/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { TAdminActionsDto, TAuditLedgerDto, TAuditPlayersDto } from '@sb/contracts';

/** The Audit page reads what is in the log now: every query is read again when the page shows it. */
const freshOnOpen = { refetchOnMount: 'always' } as const;

export const useAuditPlayers = (search: string) =>
  useQuery({
    queryKey: ['/api/audit/players', search],
    queryFn: ({ signal }) =>
      getJson<TAuditPlayersDto>(`/api/audit/players?search=${encodeURIComponent(search)}`, { signal }),
    ...freshOnOpen,
  });

export const useAuditLedger = (userId: string | undefined) =>
  useQuery({
    queryKey: ['/api/audit/players', userId, 'ledger'],
    queryFn: ({ signal }) =>
      getJson<TAuditLedgerDto>(`/api/audit/players/${encodeURIComponent(userId ?? '')}/ledger`, { signal }),
    enabled: userId !== undefined,
    ...freshOnOpen,
  });

export const useAdminActions = () =>
  useQuery({
    queryKey: ['/api/audit/admin-actions'],
    queryFn: ({ signal }) => getJson<TAdminActionsDto>('/api/audit/admin-actions?limit=200', { signal }),
    ...freshOnOpen,
  });
