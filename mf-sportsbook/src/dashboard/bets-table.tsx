import { americanOdds, formatOdds } from '@sb/domain';
import { formatDollars, NumericCell, NumericHeader, Table } from '@sb/web-kit';
import styled from 'styled-components';
import { payoutDisplay } from './bet-display';
import { dateAndTime } from '../page-kit/format-date';
import { BetLines, GameLines, Lines, payoutColor, StatusBadge } from './bet-cells';
import type { Bet, BetStatus } from './bet-types';
import { CashOutControl } from './cash-out-control';
import { mayCashOut } from './use-cash-out';

// Every column fits the card (no sideways scroll): the game and bet columns wrap, the figures do not.
const FittedTable = styled(Table)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  td.wraps {
    white-space: normal;
    min-width: 12ch;
  }
  tr > :first-child {
    position: static;
  }
`;

const Payout = styled(NumericCell)<{ $status: BetStatus }>`
  font-weight: 700;
  color: ${({ theme, $status }) => theme.colors[payoutColor($status)]};
`;

/** Spec section 2: Date, Game, Bet, Stake, Odds, Status, Payout (section 4's display), and the cash out offer. */
export function BetsTable({ bets, caption }: { bets: readonly Bet[]; caption: string }) {
  const withCashOut = bets.some(mayCashOut);
  return (
    <FittedTable>
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
          {withCashOut && <th scope="col">Cash Out</th>}
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.id} data-bet-id={bet.id}>
            <td className="wraps">{dateAndTime(bet.placedAt)}</td>
            <td className="wraps">
              <GameLines bet={bet} />
            </td>
            <td className="wraps">
              <BetLines bet={bet} />
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
              <StatusBadge status={bet.status} />
            </td>
            <Payout $status={bet.status} data-payout>
              {payoutDisplay(bet)}
            </Payout>
            {withCashOut && (
              <td>
                <CashOutControl bet={bet} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </FittedTable>
  );
}
