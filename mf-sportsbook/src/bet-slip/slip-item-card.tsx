import {
  americanOdds,
  cents,
  formatMoney,
  formatOdds,
  MAX_STAKE_CENTS,
  MIN_STAKE_CENTS,
  payoutCents,
} from '@sb/domain';
import { Button, MoneyInput, tabularNumbers } from '@sb/web-kit';
import { ArrowRight, X } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { useSportsbookDispatch } from '../app/store';
import type { SlipItem } from './bet-slip-slice';
import { itemRemoved, itemStakeChanged, offeredOddsAccepted } from './bet-slip-slice';
import { QuickStakes } from './quick-stakes';
import { selectionText } from './slip-selection';

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Pick = styled.div`
  min-width: 0;
  > strong {
    display: block;
    overflow-wrap: anywhere;
  }
  > span {
    display: block;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const Price = styled.strong`
  ${tabularNumbers}
  color: ${({ theme }) => theme.colors.accent};
`;

const Remove = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Moved = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.pending};
  border-radius: ${({ theme }) => theme.radii.control};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.pending} 12%, transparent);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${tabularNumbers}
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const StakeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  > span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: right;
    ${tabularNumbers}
  }
`;

const LegError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.loss};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const odds = (value: number) => formatOdds(americanOdds(value));

/** A single's stake the slip refuses ('Each bet must be $10-$150'): said on the leg itself, so the player knows which. */
const stakeOutOfRange = (stakeCents: number) =>
  stakeCents > 0 && (stakeCents < MIN_STAKE_CENTS || stakeCents > MAX_STAKE_CENTS);

/** One selection on the slip: what it is, its price, its stake (singles) and a moved price to accept. */
export function SlipItemCard({ item, single }: { item: SlipItem; single: boolean }) {
  const dispatch = useSportsbookDispatch();
  const text = selectionText(item);
  const payout = payoutCents(cents(item.stakeCents), americanOdds(item.odds));
  const errorId = useId();
  const badStake = single && stakeOutOfRange(item.stakeCents);
  return (
    <Card aria-label={`${text}, ${item.marketLabel}`}>
      <Top>
        <Pick>
          <strong>{text}</strong>
          <span>{item.marketLabel}</span>
          <span>{item.eventLabel}</span>
        </Pick>
        <Price>{odds(item.odds)}</Price>
        <Remove type="button" aria-label={`Remove ${text}`} onClick={() => dispatch(itemRemoved(item.id))}>
          <X size={16} aria-hidden />
        </Remove>
      </Top>
      {item.offered && (
        <Moved role="status">
          <span>
            Odds changed: {odds(item.odds)} <ArrowRight size={12} aria-label="to" />{' '}
            <strong>
              {item.offered.line === null ? '' : `${selectionText({ ...item, line: item.offered.line })} `}
              {odds(item.offered.odds)}
            </strong>
          </span>
          <Button size="sm" onClick={() => dispatch(offeredOddsAccepted(item.id))}>
            Accept new odds
          </Button>
        </Moved>
      )}
      {single && (
        <>
          <StakeRow>
            <MoneyInput
              aria-label={`Stake for ${text}`}
              aria-invalid={badStake || undefined}
              aria-describedby={badStake ? errorId : undefined}
              valueCents={item.stakeCents}
              onValueChange={(stakeCents) => dispatch(itemStakeChanged({ id: item.id, stakeCents }))}
            />
            <span>To win {formatMoney(cents(payout - item.stakeCents))}</span>
          </StakeRow>
          {badStake && <LegError id={errorId}>This stake must be $10-$150</LegError>}
          <QuickStakes
            target={text}
            valueCents={item.stakeCents}
            onPick={(stakeCents) => dispatch(itemStakeChanged({ id: item.id, stakeCents }))}
          />
        </>
      )}
    </Card>
  );
}
