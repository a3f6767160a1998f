import { Button } from '@sb/web-kit';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminBets } from '../api/admin-queries';
import { plural } from '../components/plural';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { BetCard } from './bet-card';

/** Enough to find a recent bet without rendering a busy book's whole history at once. */
const PAGE = 25;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The picked user's bets, or every bet (newest first, with whose it is) while nobody is picked. */
export function BetsList({ userId, username }: { userId: string; username: string | undefined }) {
  const query = useAdminBets(userId === '' ? undefined : userId);
  const [shown, setShown] = useState(PAGE);
  const bets = query.data ?? [];

  return (
    <Panel
      title={userId === '' ? 'All Bets' : `${username ?? 'User'}'s Bets`}
      description={query.data ? `${plural(bets.length, 'bet')}, newest first.` : undefined}
    >
      <QueryStates
        query={query}
        loadingLabel="Loading bets"
        errorTitle="Failed to load bets. Please try again later."
        isEmpty={bets.length === 0}
        empty={{
          icon: <Receipt size={24} />,
          title: 'No bets yet',
          text:
            userId === ''
              ? 'Bets appear here as players place them.'
              : `${username ?? 'This user'} has not placed a bet.`,
        }}
      >
        <List aria-label="Bets">
          {bets.slice(0, shown).map((bet) => (
            <BetCard key={bet.id} bet={bet} showUser={userId === ''} />
          ))}
        </List>
        {bets.length > shown && (
          <Button variant="secondary" onClick={() => setShown((count) => count + PAGE)}>
            Show {Math.min(PAGE, bets.length - shown)} more
          </Button>
        )}
      </QueryStates>
    </Panel>
  );
}
