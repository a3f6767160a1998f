import type { LegRequest } from '../../betting/bet-leg.js';
import { priceLeg } from '../../betting/price-leg.js';
import { NOW, placeBet } from '../../betting/testing/bet-fixtures.js';
import type { CatalogueState } from '../../catalogue/catalogue-state.js';
import { DomainError } from '../../shared/domain-error.js';
import { walletDecider } from '../../wallet/wallet.js';
import type { WalletCommand } from '../../wallet/wallet-commands.js';
import type { WalletEvent } from '../../wallet/wallet-events.js';
import type { WalletState } from '../../wallet/wallet-state.js';
import { betIdsOf, betOf } from '../../wallet/bet-book.js';
import type { BalanceAmounts } from '../outcome.js';
import { cashOutOffer } from '../../cash-out/cash-out-offer.js';
import { legNow } from '../../cash-out/leg-now.js';
import { MENU, type WalletStep } from './wallet-arbitraries.js';

/**
 * Plays a generated life of a wallet through the real decider, as the command API would: each step becomes a
 * command against the current state, refusals append nothing, accepted events are folded in.
 */
const { decide, evolve, initialState } = walletDecider;
export const fold = (events: readonly WalletEvent[]) => events.reduce(evolve, initialState);
export const AT = '2025-01-06T00:00:00.000Z';

/** Decides, treating a refusal as "nothing happened" (the API would answer an error and append nothing). */
const attempt = (command: WalletCommand, state: WalletState): WalletEvent[] => {
  try {
    return decide(command, state);
  } catch (error) {
    if (error instanceof DomainError) return [];
    throw error;
  }
};

const atBoardPrice = (pick: (typeof MENU)[number], board: CatalogueState, stakeCents: number): LegRequest => {
  const quote = priceLeg({ eventId: 'g1', ...pick }, board, NOW);
  if (!quote.ok) throw new Error(`the fixture board does not price ${pick.marketType}`);
  return { eventId: 'g1', ...pick, line: quote.leg.line, americanOdds: quote.leg.americanOdds, stakeCents };
};

function commandFor(step: WalletStep, state: WalletState, board: CatalogueState, n: number): WalletCommand | null {
  const betIds = betIdsOf(state.bets);
  const betId = (betNo: number) => betIds[betNo % Math.max(betIds.length, 1)];
  switch (step.kind) {
    case 'adjust':
      return {
        type: 'AdjustBalance',
        userId: 'u1',
        balanceType: step.balanceType,
        amountCents: step.amountCents,
        actor: 'a',
      };
    case 'spendAll': {
      const amountCents = -(step.balanceType === 'cash' ? state.cashCents : state.freePlayCents);
      return { type: 'AdjustBalance', userId: 'u1', balanceType: step.balanceType, amountCents, actor: 'a' };
    }
    case 'addFreePlay':
      return { type: 'AddFreePlay', userId: 'u1', amountCents: step.amountCents, actor: 'a' };
    case 'bet': {
      const legs = step.picks.flatMap((index) =>
        MENU[index] ? [atBoardPrice(MENU[index], board, step.stakeCents)] : [],
      );
      const betMode = step.parlay ? 'parlay' : 'single';
      const stakeCents = step.parlay ? step.stakeCents : undefined;
      const command = placeBet({ betMode, balanceType: step.balanceType, stakeCents, legs }, () => board);
      // Ids unique across the whole sequence, as the API's id generator would make them.
      return {
        ...command,
        betIds: command.betIds.map((id) => `${n}-${id}`),
        legIds: command.legIds.map((id) => `${n}-${id}`),
      };
    }
    case 'settle': {
      const id = betId(step.betNo);
      return id === undefined
        ? null
        : { type: 'SettleBet', userId: 'u1', betId: id, games: [step.game], settledAt: AT };
    }
    case 'admin': {
      const id = betId(step.betNo);
      if (id === undefined) return null;
      return { type: 'SetBetOutcome', userId: 'u1', betId: id, outcome: step.outcome, actor: 'a', settledAt: AT };
    }
    case 'cashOut': {
      const id = betId(step.betNo);
      const bet = id === undefined ? undefined : betOf(state.bets, id);
      if (id === undefined || !bet) return null;
      // Accepts the offer the server would show now, so only the bet's state can refuse it.
      const legs = bet.legs.map((leg) => legNow(leg, board, NOW));
      const quote = cashOutOffer(bet, legs, CASH_OUT_MARGIN);
      const { offerCents, priceVersion } = quote.ok ? quote : { offerCents: 1, priceVersion: 'no offer' };
      const margin = CASH_OUT_MARGIN;
      return { type: 'CashOutBet', userId: 'u1', betId: id, offerCents, priceVersion, legs, margin, cashedOutAt: AT };
    }
  }
}

const CASH_OUT_MARGIN = 9_500;

export const plus = (a: BalanceAmounts, b: BalanceAmounts, sign = 1): BalanceAmounts => ({
  cashCents: a.cashCents + sign * b.cashCents,
  freePlayCents: a.freePlayCents + sign * b.freePlayCents,
});

/** What an event does to the balances, written apart from evolveWallet so that each checks the other. */
export function moneyMoved(event: WalletEvent): BalanceAmounts {
  const on = (balanceType: 'cash' | 'freePlay', cents: number) =>
    balanceType === 'cash' ? { cashCents: cents, freePlayCents: 0 } : { cashCents: 0, freePlayCents: cents };
  switch (event.type) {
    case 'StartingBalanceCredited':
      return on('cash', event.data.amountCents);
    case 'BalanceAdjusted':
      return on(event.data.balanceType, event.data.amountCents);
    case 'FreePlayAdded':
      return on('freePlay', event.data.amountCents);
    case 'BetPlaced':
      return on(event.data.balanceType, -event.data.stakeCents);
    case 'BetSettled':
      return event.data.credited;
    case 'BetCashedOut':
      return on('cash', event.data.offerCents);
    case 'BetResettled':
      return plus(event.data.credit, event.data.reversal, -1);
    case 'CasinoRoundStarted':
      return on('cash', -event.data.stakeCents);
    case 'CasinoRoundActed':
      return on('cash', -event.data.extraStakeCents);
    case 'CasinoRoundEnded':
      return on('cash', event.data.payoutCents);
    case 'CasinoSeedsCommitted':
    case 'CasinoClientSeedChanged':
    case 'CasinoSeedsRotated':
    case 'PlayLimitSet':
    case 'TimeOutTaken':
    case 'SelfExclusionStarted':
    case 'RealityCheckSet':
      return on('cash', 0);
    case 'WalletClosed':
      throw new Error('not generated');
  }
}

/** Runs a random life of a wallet: every accepted command's events, and the state after each. */
export function live(board: CatalogueState, startCents: number, steps: readonly WalletStep[]) {
  const events: WalletEvent[] = [{ type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: startCents } }];
  const states = [fold(events)];
  steps.forEach((step, n) => {
    const before = states[states.length - 1] ?? initialState;
    const command = commandFor(step, before, board, n);
    const decided = command ? attempt(command, before) : [];
    events.push(...decided);
    states.push(decided.reduce(evolve, before));
  });
  return { events, states, state: states[states.length - 1] ?? initialState };
}
