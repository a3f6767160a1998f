import {
  betOf,
  type BetClosedAs,
  type BetOutcome,
  type BetResettled,
  type BetSettled,
  type WalletCommand,
  type WalletState,
} from '@sb/domain';
import type { RecordedEvent } from '@sb/platform';
import { checkDecision, type DecisionCheck } from './decision-check.js';
import type { GameBook } from './game-book.js';

/** An outcome set by an admin: accepted as the admin's decision, listed in the report. */
export type AdminDecision = {
  stream: string;
  revision: number;
  betId: string;
  event: 'BetSettled' | 'BetResettled';
  /** 'cashed_out' when the admin re-settled a bet the player had cashed out. */
  from: BetClosedAs | null;
  to: BetOutcome;
  by: string;
  at: string;
};

export type SettlementEvent = RecordedEvent & (BetSettled | BetResettled);

/**
 * The command that produced a settlement event, rebuilt from the event: a settlement by the system (legs judged)
 * is judged again against the games as the log has them at this point (the settlement rules table); an admin's
 * outcome is the admin's decision, and only what it pays and reverses is recomputed.
 */
function commandOf(event: SettlementEvent, before: WalletState, games: GameBook): WalletCommand {
  const { userId, betId, settledAt, settledBy } = event.data;
  if (event.type === 'BetSettled' && event.data.legs !== null) {
    const legs = betOf(before.bets, betId)?.legs ?? [];
    return { type: 'SettleBet', userId, betId, games: games.gamesFor(legs), settledAt };
  }
  const outcome = event.type === 'BetSettled' ? event.data.outcome : event.data.to;
  return { type: 'SetBetOutcome', userId, betId, outcome, actor: settledBy, settledAt };
}

export function adminDecisionOf(event: SettlementEvent): AdminDecision | undefined {
  if (event.type === 'BetSettled' && event.data.legs !== null) return undefined;
  const common = { stream: event.streamId, revision: event.revision, betId: event.data.betId };
  const when = { by: event.data.settledBy, at: event.data.settledAt };
  return event.type === 'BetSettled'
    ? { ...common, event: 'BetSettled', from: null, to: event.data.outcome, ...when }
    : { ...common, event: 'BetResettled', from: event.data.from, to: event.data.to, ...when };
}

/** Settles the bet again with the wallet's decider and compares the decided event with the recorded one. */
export const checkSettlement = (event: SettlementEvent, before: WalletState, games: GameBook): DecisionCheck =>
  checkDecision(event, commandOf(event, before, games), before);
