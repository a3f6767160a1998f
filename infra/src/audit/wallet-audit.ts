import {
  evolveWallet,
  isCasinoEvent,
  isSaferGamblingEvent,
  saferGamblingCommandOf,
  walletDecider,
  type CasinoEvent,
  type WalletEvent,
  type WalletState,
} from '@sb/domain';
import type { RecordedEvent } from '@sb/platform';
import { casinoCommandOf } from './casino-commands.js';
import { checkDecision, compareWithDecided, type DecisionCheck } from './decision-check.js';
import type { GameBook } from './game-book.js';
import { eventMismatch, type Mismatch } from './mismatch.js';
import { moneyCommandOf, type MoneyEvent } from './money-commands.js';
import { adminDecisionOf, checkSettlement, type AdminDecision, type SettlementEvent } from './settlement-check.js';
import { chainStart, followChain, type ChainCursor, type StoredJson } from './stream-chain.js';

/** One wallet stream as the audit has folded it so far. */
export type WalletAudit = {
  userId: string;
  cursor: ChainCursor;
  state: WalletState;
  /** The CasinoRoundEnded the last step's decision appended after it, which must be the next event. */
  endedNext: WalletEvent | null;
};

export const startWalletAudit = (userId: string): WalletAudit => ({
  userId,
  cursor: chainStart(),
  state: walletDecider.initialState,
  endedNext: null,
});

/** What one event told the audit besides its mismatches. */
export type WalletEventFindings = { mismatches: Mismatch[]; adminDecision?: AdminDecision };

const SETTLEMENT_TYPES = new Set(['BetSettled', 'BetResettled']);
const MONEY_TYPES = new Set([
  'StartingBalanceCredited',
  'BalanceAdjusted',
  'FreePlayAdded',
  'WalletClosed',
  'BetPlaced',
  'BetCashedOut',
]);

const NOTHING_DECIDED: DecisionCheck = { mismatches: [], followers: [] };

function checkCasinoEvent(audit: WalletAudit, event: RecordedEvent & CasinoEvent): DecisionCheck {
  if (event.type === 'CasinoRoundEnded') {
    const decided = audit.endedNext;
    if (decided === null) return { mismatches: [eventMismatch(event, 'type', 'no event', event.type)], followers: [] };
    return { mismatches: compareWithDecided(event, decided), followers: [] };
  }
  const command = casinoCommandOf(event);
  return command ? checkDecision(event, command, audit.state) : NOTHING_DECIDED;
}

/** Decides the event again from the wallet before it (settlements also against the games at that point). */
function checkDecided(audit: WalletAudit, event: RecordedEvent, games: GameBook): WalletEventFindings & DecisionCheck {
  if (SETTLEMENT_TYPES.has(event.type)) {
    const settlement = event as SettlementEvent;
    const { mismatches, followers } = checkSettlement(settlement, audit.state, games);
    return { mismatches, followers, adminDecision: adminDecisionOf(settlement) };
  }
  if (MONEY_TYPES.has(event.type)) {
    const money = event as RecordedEvent & MoneyEvent;
    return checkDecision(event, moneyCommandOf(money), audit.state);
  }
  if (isCasinoEvent(event)) return checkCasinoEvent(audit, event as RecordedEvent & CasinoEvent);
  if (isSaferGamblingEvent(event)) return checkDecision(event, saferGamblingCommandOf(event), audit.state);
  return { mismatches: [eventMismatch(event, 'type', 'a wallet event', event.type)], followers: [] };
}

/**
 * One wallet event (with its JSON as the log stores it, when the log keeps text): its place in the stream and the hash chain, the same decision taken again by the wallet's
 * decider on the wallet before it, then the wallet's own evolve (the command side's fold) moves the state on.
 */
export function auditWalletEvent(
  audit: WalletAudit,
  event: RecordedEvent,
  games: GameBook,
  stored?: StoredJson,
): WalletEventFindings {
  const mismatches = followChain(audit.cursor, event, stored);
  if (audit.endedNext !== null && event.type !== 'CasinoRoundEnded') {
    mismatches.push(eventMismatch(event, 'type', 'CasinoRoundEnded', event.type));
    audit.endedNext = null;
  }
  const decided = checkDecided(audit, event, games);
  mismatches.push(...decided.mismatches);
  audit.endedNext = decided.followers.find((follower) => follower.type === 'CasinoRoundEnded') ?? null;
  try {
    audit.state = evolveWallet(audit.state, event as unknown as WalletEvent);
  } catch (error) {
    mismatches.push(eventMismatch(event, 'data', 'an event the wallet can fold', String(error)));
  }
  return { mismatches, adminDecision: decided.adminDecision };
}
