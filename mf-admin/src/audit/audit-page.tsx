import { PAGE_HEADINGS } from '@sb/contracts';
import { canAudit, EmptyState, PageHeader, Skeleton, useSession } from '@sb/web-kit';
import { ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdminActionsTrail } from './admin-actions-trail';
import { LedgerPanel } from './ledger-panel';
import { PlayerSearch } from './player-search';

/** One column at every width: the ledger's table needs the whole row (minmax(0, 1fr) lets it scroll inside). */
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

/** The picked account is in the URL (?player=<id>), so a ledger can be linked to and survives a reload. */
function useSelectedPlayer() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('player') ?? undefined;
  const select = (userId: string) => setParams({ player: userId });
  return [selected, select] as const;
}

/**
 * /audit, for auditors and admins: find an account, read its ledger with the hash chain checked in this browser
 * (the audit command line's function), and the admin actions trail. Read-only: nothing here changes the book.
 */
export function AuditPage() {
  const { user, isLoading } = useSession();
  const [selected, select] = useSelectedPlayer();

  if (isLoading) return <Skeleton $height="120px" />;
  if (!canAudit(user)) {
    return (
      <EmptyState
        icon={<ShieldAlert size={24} />}
        title="Access denied"
        text="The Audit page is for auditors and admins."
      />
    );
  }

  return (
    <Page>
      <PageHeader {...PAGE_HEADINGS['/audit']} />
      <PlayerSearch selectedId={selected} onSelect={select} />
      {selected ? (
        <LedgerPanel userId={selected} />
      ) : (
        <EmptyState
          icon={<ShieldAlert size={24} />}
          title="No player picked"
          text="Find a player to read their ledger."
        />
      )}
      <AdminActionsTrail />
    </Page>
  );
}
