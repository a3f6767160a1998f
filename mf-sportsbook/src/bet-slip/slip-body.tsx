import { cents, formatMoney } from '@sb/domain';
import { Alert, Button, useBalance } from '@sb/web-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sb/web-kit/disclosure';
import { RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import { useSportsbookDispatch, useSportsbookSelector } from '../app/store';
import type { BetMode } from './bet-slip-slice';
import { modeChanged, stakesReset } from './bet-slip-slice';
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

/**
 * Everything of the slip under its heading (spec sections 4 and 5): selections, stakes, mode and balance, the rules,
 * and Place Bet. It comes with the slip's store (app/slip-store-kit.ts); BetSlipPanel draws the heading around it.
 */
export function SlipBody() {
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
    <>
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
    </>
  );
}
