import { americanOdds, formatOdds } from '@sb/domain';
import type { BadgeTone } from '@sb/web-kit';
import { Badge, formatDollars, NumericCell, NumericHeader, Table, TableScroll } from '@sb/web-kit';
import styled from 'styled-components';
import { shortDate } from '../page-kit/format-date';
import { describeLeg, gameOf, payoutDisplay } from './bet-display';
import type { Bet, BetStatus } from './bet-types';

const STATUS_TONE: Record<BetStatus, BadgeTone> = {
  pending: 'pending',
  won: 'win',
  lost: 'loss',
  push: 'push',
  void: 'push',
};

const Lines = styled.div`
  display: grid;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Payout = styled(NumericCell)<{ $status: BetStatus }>`
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'won' ? theme.colors.win : $status === 'lost' ? theme.colors.loss : theme.colors.text};
`;

/** A parlay lists every leg's game and pick; a single has one of each. */
function GameCell({ bet }: { bet: Bet }) {
  const games = [...new Set(bet.legs.map(gameOf))];
  return (
    <Lines>
      {games.map((game) => (
        <span key={game}>{game}</span>
      ))}
    </Lines>
  );
}

function BetCell({ bet }: { bet: Bet }) {
  if (bet.betMode === 'single' && bet.legs[0]) return <span>{describeLeg(bet.legs[0])}</span>;
  return (
    <Lines>
      <strong>Parlay ({bet.legs.length} legs)</strong>
      {bet.legs.map((leg) => (
        <small key={leg.id}>{describeLeg(leg)}</small>
      ))}
    </Lines>
  );
}

/** Spec section 2: Date, Game, Bet, Stake, Odds, Status, Payout; the payout shown as section 4 says. */
export function BetsTable({ bets, caption }: { bets: readonly Bet[]; caption: string }) {
  return (
    <TableScroll>
      <Table>
        <caption style={{ position: 'absolute', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Game</th>
            <th scope="col">Bet</th>
            <NumericHeader scope="col">Stake</NumericHeader>
            <NumericHeader scope="col">Odds</NumericHeader>
            <th scope="col">Status</th>
            <NumericHeader scope="col">Payout</NumericHeader>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.id}>
              <td>{shortDate(bet.placedAt)}</td>
              <td>
                <GameCell bet={bet} />
              </td>
              <td>
                <BetCell bet={bet} />
              </td>
              <NumericCell>
                {formatDollars(bet.stake)}
                {bet.balanceType === 'freePlay' && (
                  <Lines as="span">
                    <small>Free Play</small>
                  </Lines>
                )}
              </NumericCell>
              <NumericCell>{formatOdds(americanOdds(bet.combinedOdds))}</NumericCell>
              <td>
                <Badge $tone={STATUS_TONE[bet.status]}>{bet.status}</Badge>
              </td>
              <Payout $status={bet.status}>{payoutDisplay(bet)}</Payout>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
