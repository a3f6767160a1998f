import { americanOdds, formatOdds } from '@sb/domain';
import { MoneyInput, tabularNumbers } from '@sb/web-kit';
import styled from 'styled-components';
import { useSportsbookDispatch } from '../app/store';
import type { BetSlipState } from './bet-slip-slice';
import { parlayStakeChanged } from './bet-slip-slice';
import { QuickStakes } from './quick-stakes';
import { combinedOdds } from './slip-rules';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.control};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 6%, transparent);
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  font-weight: 700;
  > strong {
    ${tabularNumbers}
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The one stake of a parlay, with its combined price (display only: the payout uses the exact product). */
export function ParlayStake({ slip }: { slip: BetSlipState }) {
  const dispatch = useSportsbookDispatch();
  const price = combinedOdds(slip);
  return (
    <Box>
      <Head>
        <span>{slip.items.length}-Leg Parlay</span>
        {price !== undefined && <strong aria-label="Combined odds">{formatOdds(americanOdds(price))}</strong>}
      </Head>
      <MoneyInput
        aria-label="Parlay stake"
        valueCents={slip.parlayStakeCents}
        onValueChange={(stakeCents) => dispatch(parlayStakeChanged(stakeCents))}
      />
      <QuickStakes
        target="the parlay"
        valueCents={slip.parlayStakeCents}
        onPick={(stakeCents) => dispatch(parlayStakeChanged(stakeCents))}
      />
    </Box>
  );
}
