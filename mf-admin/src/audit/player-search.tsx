import { Badge, Field, Input, Label } from '@sb/web-kit';
import { Search, UserX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { useAuditPlayers } from './audit-queries';

const Results = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Result = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.raised : 'transparent')};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.control};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

type PlayerSearchProps = { selectedId: string | undefined; onSelect: (userId: string) => void };

/** Accounts whose name starts with what is typed, deleted ones included (their ledger stays readable). */
export function PlayerSearch({ selectedId, onSelect }: PlayerSearchProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const query = useAuditPlayers(deferred);
  const players = query.data?.players ?? [];

  return (
    <Panel title="Find a Player" description="By the start of the username, in any case.">
      <Field>
        <Label htmlFor="audit-player-search">Username</Label>
        <Input
          id="audit-player-search"
          type="search"
          autoComplete="off"
          placeholder="Search players"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <QueryStates
        query={query}
        loadingLabel="Searching players"
        errorTitle="Failed to search players"
        isEmpty={players.length === 0}
        quietEmpty
        empty={{ icon: <UserX size={18} />, title: 'No account found', text: 'Try the first letters of the username.' }}
      >
        <Results aria-label="Players found">
          {players.map((player) => (
            <li key={player.id}>
              <Result
                type="button"
                $selected={player.id === selectedId}
                aria-pressed={player.id === selectedId}
                onClick={() => onSelect(player.id)}
              >
                <Search size={14} aria-hidden />
                {player.username}
                {player.role !== 'player' && <Badge $tone="accent">{player.role}</Badge>}
                {player.deletedAt !== null && <Badge $tone="loss">deleted</Badge>}
              </Result>
            </li>
          ))}
        </Results>
      </QueryStates>
    </Panel>
  );
}
