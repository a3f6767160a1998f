import { cents } from '../money/cents.js';
import { formatMoney } from '../money/format-money.js';
import { DomainError, invalid } from '../shared/domain-error.js';
import {
  COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_LIMIT_CENTS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  limitKey,
  limitName,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from './limit-kinds.js';
import { exclusionMessage } from './play-guard.js';
import type { SaferGamblingCommand, SelfExclude, SetPlayLimit, TakeTimeOut } from './safer-gambling-commands.js';
import type { SaferGamblingEvent } from './safer-gambling-events.js';
import { exclusionAt, slotAt, type SaferGamblingState } from './safer-gambling-state.js';
import { formatDateAndClock, isTimeZone } from './zoned-time.js';

const ruleBroken = (message: string) => new DomainError('rule', message);

const requireTime = (at: string) => {
  const atMs = Date.parse(at);
  if (!Number.isFinite(atMs)) throw invalid('A valid time is required');
  return atMs;
};

const requireTimeZone = (timeZone: string) => {
  if (!isTimeZone(timeZone)) throw invalid('Unknown time zone');
};

const iso = (ms: number) => new Date(ms).toISOString();

const TIME_OUT_MS: Record<TimeOutDuration, number> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};
const SELF_EXCLUSION_MONTHS: Record<SelfExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };

const addMonths = (atMs: number, months: number) => {
  const at = new Date(atMs);
  return Date.UTC(
    at.getUTCFullYear(),
    at.getUTCMonth() + months,
    at.getUTCDate(),
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
    at.getUTCMilliseconds(),
  );
};

/**
 * A lower limit (or a first one) takes effect at once and cancels a pending raise; a higher one or a removal
 * waits COOLING_OFF_MS, shown as pending (a second raise restarts the wait). Raising and removing are refused
 * while the player is timed out or self-excluded; lowering never is.
 */
function decideSetPlayLimit(command: SetPlayLimit, state: SaferGamblingState): SaferGamblingEvent[] {
  const { userId, kind, period, amountCents, timeZone, at } = command;
  const atMs = requireTime(at);
  if (!LIMIT_KINDS.includes(kind) || !LIMIT_PERIODS.includes(period)) throw invalid('Unknown limit');
  if (
    amountCents !== null &&
    (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_LIMIT_CENTS)
  ) {
    throw invalid(`Limit must be a whole number of cents from $0.00 to ${formatMoney(cents(MAX_LIMIT_CENTS))}`);
  }
  requireTimeZone(timeZone);
  const { current } = slotAt(state.limits[limitKey(kind, period)], atMs);
  const name = limitName(kind, period);
  if (current === null && amountCents === null) throw ruleBroken(`You have no ${name.toLowerCase()} to remove`);
  const lowering = amountCents !== null && (current === null || amountCents <= current.amountCents);
  if (!lowering) {
    const exclusion = exclusionAt(state, atMs);
    if (exclusion)
      throw ruleBroken(exclusionMessage(exclusion).replace('no betting or casino play', 'no raising limits'));
  }
  const effectiveAt = lowering ? at : iso(atMs + COOLING_OFF_MS);
  return [{ type: 'PlayLimitSet', data: { userId, kind, period, amountCents, timeZone, setAt: at, effectiveAt } }];
}

function decideTimeOut(command: TakeTimeOut, state: SaferGamblingState): SaferGamblingEvent[] {
  const { userId, duration, timeZone, at } = command;
  const atMs = requireTime(at);
  if (!TIME_OUT_DURATIONS.includes(duration)) throw invalid('Time-out must be 24h, 7d or 30d');
  requireTimeZone(timeZone);
  const until = atMs + TIME_OUT_MS[duration];
  const exclusion = exclusionAt(state, atMs);
  if (exclusion && Date.parse(exclusion.until) >= until) {
    const already = exclusion.kind === 'time-out' ? 'on a time-out' : 'self-excluded';
    throw ruleBroken(
      `You are already ${already} until ${formatDateAndClock(Date.parse(exclusion.until), exclusion.timeZone)}`,
    );
  }
  return [{ type: 'TimeOutTaken', data: { userId, duration, timeZone, takenAt: at, until: iso(until) } }];
}

function decideSelfExclude(command: SelfExclude, state: SaferGamblingState): SaferGamblingEvent[] {
  const { userId, duration, timeZone, at } = command;
  const atMs = requireTime(at);
  if (!SELF_EXCLUSION_DURATIONS.includes(duration)) throw invalid('Self-exclusion must be 6m, 1y or 5y');
  requireTimeZone(timeZone);
  const until = addMonths(atMs, SELF_EXCLUSION_MONTHS[duration]);
  const current = state.selfExclusion;
  if (current && Date.parse(current.until) >= until) {
    throw ruleBroken(
      `You are already self-excluded until ${formatDateAndClock(Date.parse(current.until), current.timeZone)}`,
    );
  }
  return [{ type: 'SelfExclusionStarted', data: { userId, duration, timeZone, startedAt: at, until: iso(until) } }];
}

/** Limits, time-outs, self-exclusion and the reality check. There is no command that ends an exclusion early. */
export function decideSaferGambling(command: SaferGamblingCommand, state: SaferGamblingState): SaferGamblingEvent[] {
  switch (command.type) {
    case 'SetPlayLimit':
      return decideSetPlayLimit(command, state);
    case 'TakeTimeOut':
      return decideTimeOut(command, state);
    case 'SelfExclude':
      return decideSelfExclude(command, state);
    case 'SetRealityCheck': {
      requireTime(command.at);
      const minutes = command.intervalMinutes;
      const { min, max } = REALITY_CHECK_MINUTES;
      if (minutes !== null && (!Number.isSafeInteger(minutes) || minutes < min || minutes > max)) {
        throw invalid(`Reality check must be every ${min} to ${max} minutes`);
      }
      const { userId, at } = command;
      return [{ type: 'RealityCheckSet', data: { userId, intervalMinutes: minutes, setAt: at } }];
    }
  }
}
