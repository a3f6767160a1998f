import { cents, formatMoney } from '@sb/domain';
import { Alert, Button, useBalance } from '@sb/web-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sb/web-kit/disclosure';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSportsbookDispatch, useSportsbookSelector } from '../app/store';
import type { BetMode } from './bet-slip-slice';
import { modeChanged, slipCleared, stakesReset } from './bet-slip-slice';
import { BalanceSource } from './balance-source';
import { BetResult } from './bet-result';
import { ParlayStake } from './parlay-stake';
import { SlipItemCard } from './slip-item-card';
import { EmptySlip, SlipTotals } from './slip-summary';
import { useSlipFlow } from './slip-flow-context';
import {
  activeBalanceType,
  canPlace,
  potentialPayoutCents,
  slipMessage,
  slipVerdict,
  totalStakeCents,
} from './slip-rules';
import { usePlaceBet } from './use-place-bet';
import { useSlipOutcomeReport } from './slip-outcome-context';

const Panel = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const HeadActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export type BetSlipPanelProps = {
  /** The heading element; a sheet passes its own title so the dialog is named by it. */
  renderTitle?: (text: string) => ReactNode;
  /** A close button, when the slip sits in a sheet. */
  closeControl?: ReactNode;
};

/** The bet slip (spec sections 4 and 5): selections, stakes, mode and balance, the rules, and Place Bet. */
const defaultTitle = (text: string) => (
  <h2 tabIndex={-1} data-slip-focus-fallback>
    {text}
  </h2>
);

export function BetSlipPanel({ renderTitle = defaultTitle, closeControl }: BetSlipPanelProps) {
  const slip = useSportsbookSelector((state) => state.betSlip);
  const dispatch = useSportsbookDispatch();
  const flow = useSlipFlow();
  const balances = useBalance();
  const report = useSlipOutcomeReport();
  const { place, placing, outcome, dismissOutcome } = usePlaceBet(flow, report);

  const verdict = slipVerdict(slip, flow, balances);
  const message = slipMessage(slip, verdict);
  const placeable = canPlace(slip, verdict);
  const count = slip.items.length;
  const itemList = (single: boolean) => (
    <Items aria-label="Selections">
      {slip.items.map((item) => (
        <SlipItemCard key={item.id} item={item} single={single} />
      ))}
    </Items>
  );

  return (
    <Panel>
      <Head>
        {renderTitle(count > 0 ? `Bet Slip (${count})` : 'Bet Slip')}
        <HeadActions>
          {count > 0 && (
            <Button variant="ghost" size="sm" onClick={() => dispatch(slipCleared())}>
              Clear all
            </Button>
          )}
          {closeControl}
        </HeadActions>
      </Head>
      {count === 0 ? (
        <EmptySlip />
      ) : (
        <>
          {/* Spec: the mode tabs appear only with more than one bet (a parlay needs two legs). */}
          {count > 1 ? (
            <Tabs
              value={slip.mode}
              onValueChange={(mode) =>
                dispatch(modeChanged({ mode: mode as BetMode, defaultStakeCents: flow.defaultStakeCents }))
              }
            >
              <TabsList aria-label="Bet type">
                <TabsTrigger value="single">Single</TabsTrigger>
                <TabsTrigger value="parlay">Parlay</TabsTrigger>
              </TabsList>
              <TabsContent value="single">{itemList(true)}</TabsContent>
              <TabsContent value="parlay">
                {itemList(false)}
                <ParlayStake slip={slip} />
              </TabsContent>
            </Tabs>
          ) : (
            itemList(true)
          )}
          {flow.canUseFreePlay && (
            <BalanceSource value={activeBalanceType(slip, flow)} balances={balances} parlay={slip.mode === 'parlay'} />
          )}
          <SlipTotals stakeCents={totalStakeCents(slip)} payoutCents={potentialPayoutCents(slip)} />
          {message && <Alert variant="destructive">{message}</Alert>}
          <Actions>
            {flow.canResetStakes && (
              <Button variant="secondary" onClick={() => dispatch(stakesReset(flow.defaultStakeCents))}>
                <RotateCcw size={14} aria-hidden />
                Reset stakes to {formatMoney(cents(flow.defaultStakeCents))}
              </Button>
            )}
            {/* Grey until the slip can be placed: a dimmed green still reads as a live button. */}
            <Button
              variant={placeable || placing ? 'primary' : 'secondary'}
              onClick={place}
              loading={placing}
              disabled={!placeable}
            >
              {placing ? 'Placing...' : 'Place Bet'}
            </Button>
          </Actions>
        </>
      )}
      {!report && <BetResult outcome={outcome} onClose={dismissOutcome} />}
    </Panel>
  );
}
