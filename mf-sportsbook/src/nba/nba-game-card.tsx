import { Badge, Card, Spinner, tabularNumbers } from '@sb/web-kit';
import styled from 'styled-components';
import { kickoff } from '../page-kit/format-date';
import type { NbaLines, Quote } from './nba-board';
import { isLive } from './nba-board';
import type { NbaGame, NbaTeam } from './nba-types';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Team = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  img {
    width: 40px;
    height: 40px;
  }
  > div > strong {
    display: block;
  }
  > div > span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  > b {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${tabularNumbers}
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${tabularNumbers}
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    text-align: center;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  td {
    padding: ${({ theme }) => theme.space[1]} 0;
    text-align: center;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function TeamRow({ team, points, live }: { team: NbaTeam; points: number | null; live: boolean }) {
  return (
    <Team>
      <img src={team.logo} alt="" />
      <div>
        <strong>{team.nickname}</strong>
        <span>{team.name}</span>
      </div>
      {live && <b aria-label={`${team.nickname} score`}>{points ?? 0}</b>}
    </Team>
  );
}

const cell = (quote: Quote | undefined) =>
  quote ? (
    <>
      {quote.line && <small>{quote.line}</small>}
      {quote.odd}
    </>
  ) : (
    '—'
  );

function BettingLines({ game, lines }: { game: NbaGame; lines: NbaLines }) {
  return (
    <Lines aria-label={`Betting lines (${lines.bookmaker})`}>
      <thead>
        <tr>
          <th scope="col">{lines.bookmaker}</th>
          <th scope="col">Spread</th>
          <th scope="col">Total</th>
          <th scope="col">Money</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{game.teams.visitors.nickname}</td>
          <td>{cell(lines.spread.visitors)}</td>
          <td>{cell(lines.totals.over && { ...lines.totals.over, line: `O ${lines.totals.over.line}` })}</td>
          <td>{cell(lines.moneyline.visitors)}</td>
        </tr>
        <tr>
          <td>{game.teams.home.nickname}</td>
          <td>{cell(lines.spread.home)}</td>
          <td>{cell(lines.totals.under && { ...lines.totals.under, line: `U ${lines.totals.under.line}` })}</td>
          <td>{cell(lines.moneyline.home)}</td>
        </tr>
      </tbody>
    </Lines>
  );
}

/**
 * Spec section 2 (NBA): date, status, logos, nicknames and names; the score only while live; the betting
 * lines only when not live, else 'Odds not available' (or a spinner while the odds load).
 */
export function NbaGameCard({ game, lines, oddsLoading }: { game: NbaGame; lines?: NbaLines; oddsLoading: boolean }) {
  const live = isLive(game);
  return (
    <Box aria-label={`${game.teams.visitors.name} at ${game.teams.home.name}`}>
      <Top>
        <span>{kickoff(game.date)}</span>
        <Badge $tone={live ? 'live' : 'neutral'}>{game.status.long}</Badge>
      </Top>
      <TeamRow team={game.teams.visitors} points={game.scores.visitors.points} live={live} />
      <TeamRow team={game.teams.home} points={game.scores.home.points} live={live} />
      {!live && lines && <BettingLines game={game} lines={lines} />}
      {!live && !lines && oddsLoading && (
        <Note>
          <Spinner /> Loading odds...
        </Note>
      )}
      {!live && !lines && !oddsLoading && <Note>Odds not available</Note>}
    </Box>
  );
}
