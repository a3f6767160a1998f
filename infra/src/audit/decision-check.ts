import { DomainError, walletDecider, type WalletCommand, type WalletEvent, type WalletState } from '@sb/domain';
import type { RecordedEvent } from '@sb/platform';
import { differingFields } from './data-diff.js';
import { eventMismatch, type Mismatch } from './mismatch.js';

export type DecisionCheck = {
  mismatches: Mismatch[];
  /** Events the same decision appended after this one (a round that ends with the step that started it). */
  followers: readonly WalletEvent[];
};

const NO_FOLLOWERS: readonly WalletEvent[] = [];

/** Compares a decided event with the recorded one, field by field (`data.<field>`). */
export const compareWithDecided = (event: RecordedEvent, decided: WalletEvent): Mismatch[] =>
  differingFields('data', decided.data, event.data as object).map(({ field, expected, found }) =>
    eventMismatch(event, field, expected, found),
  );

/**
 * Runs `command` through the wallet's own decider on the wallet as it was before `event` and compares the event
 * of the recorded type it decides with the recorded one. A refusal, or no event of that type, is a mismatch on
 * `type`.
 */
export function checkDecision(event: RecordedEvent, command: WalletCommand, before: WalletState): DecisionCheck {
  let decided: WalletEvent[];
  try {
    decided = walletDecider.decide(command, before);
  } catch (error) {
    const refusal = error instanceof DomainError ? `refused: ${error.message}` : `failed: ${String(error)}`;
    return { mismatches: [eventMismatch(event, 'type', refusal, event.type)], followers: [] };
  }
  let index = 0;
  while (index < decided.length && decided[index]!.type !== event.type) index += 1;
  const again = decided[index];
  if (!again) {
    const expected = decided.map((e) => e.type).join(', ') || 'no event';
    return { mismatches: [eventMismatch(event, 'type', expected, event.type)], followers: [] };
  }
  const followers = index + 1 < decided.length ? decided.slice(index + 1) : NO_FOLLOWERS;
  return { mismatches: compareWithDecided(event, again), followers };
}
