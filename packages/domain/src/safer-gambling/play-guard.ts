import { DomainError } from '../shared/domain-error.js';
import type { WalletCommand } from '../wallet/wallet-commands.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import { limitReachedMessage, usagesAt, type LimitUsage } from './limit-usage.js';
import { addedByDecision, type PlayAmounts } from './play-activity.js';
import { exclusionAt, type Exclusion, type SaferGamblingState } from './safer-gambling-state.js';
import { formatDateAndClock } from './zoned-time.js';
import { instantMs } from './instant-ms.js';

/** 'You are on a time-out until 24 Nov 2026 01:40: no betting or casino play until then' */
export const exclusionMessage = (exclusion: Exclusion) => {
  const until = formatDateAndClock(Date.parse(exclusion.until), exclusion.timeZone);
  return exclusion.kind === 'time-out'
    ? `You are on a time-out until ${until}: no betting or casino play until then`
    : `You are self-excluded until ${until}: no betting or casino play until then`;
};

const refuse = (message: string, details: Record<string, unknown>) => new DomainError('rule', message, details);

const excludedError = (exclusion: Exclusion) =>
  refuse(exclusionMessage(exclusion), {
    rule: 'safer_gambling_exclusion',
    exclusion: exclusion.kind,
    until: exclusion.until,
  });

const limitError = (usage: LimitUsage) =>
  refuse(limitReachedMessage(usage), {
    rule: 'safer_gambling_limit',
    limit: { kind: usage.kind, period: usage.period, amountCents: usage.amountCents },
    leftCents: usage.leftCents,
    resetsAt: usage.resetsAt,
  });

/** The play commands the guard stands in front of, with the time they are decided at (instantMs: Date.parse, faster). */
function playTime(command: WalletCommand): { atMs: number; opensPlay: boolean } | null {
  switch (command.type) {
    case 'PlaceBet':
      return { atMs: instantMs(command.placedAt), opensPlay: true };
    case 'StartCasinoRound':
      return { atMs: instantMs(command.at), opensPlay: true };
    case 'ActOnCasinoRound':
      return { atMs: instantMs(command.at), opensPlay: false };
    default:
      return null;
  }
}

const breaks = (usage: LimitUsage, added: PlayAmounts) => {
  const adding = usage.kind === 'loss' ? added.lossCents : added.stakeCents;
  return adding > 0 && adding > usage.leftCents;
};

/**
 * Runs the decision of a bet or a casino step and refuses it (422, nothing appended) when the player is timed
 * out or self-excluded, or when the stakes it decided would break a limit in force: the most binding one is
 * named, with what is left and when it resets. A new bet or round is refused outright while excluded; an action
 * on a round already in play is refused only when it stakes more (a stand or a hit may finish the hand).
 */
export function guardPlay(
  command: WalletCommand,
  state: SaferGamblingState,
  decide: () => WalletEvent[],
): WalletEvent[] {
  const play = playTime(command);
  if (!play) return decide();
  const exclusion = exclusionAt(state, play.atMs);
  if (exclusion && play.opensPlay) throw excludedError(exclusion);
  const events = decide();
  const added = addedByDecision(events);
  if (added.stakeCents === 0) return events;
  if (exclusion) throw excludedError(exclusion);
  const broken = usagesAt(state, play.atMs)
    .filter((usage) => breaks(usage, added))
    .sort((a, b) => a.leftCents - b.leftCents);
  if (broken[0]) throw limitError(broken[0]);
  return events;
}
