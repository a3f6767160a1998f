import type { LimitKind, LimitPeriod, SelfExclusionDuration, TimeOutDuration } from './limit-kinds.js';
import type { SaferGamblingEvent } from './safer-gambling-events.js';

/** Commands a player sends about their own play; `at` is the server's time of the request. */
export type SetPlayLimit = {
  type: 'SetPlayLimit';
  userId: string;
  kind: LimitKind;
  period: LimitPeriod;
  amountCents: number | null;
  timeZone: string;
  at: string;
};

export type TakeTimeOut = {
  type: 'TakeTimeOut';
  userId: string;
  duration: TimeOutDuration;
  timeZone: string;
  at: string;
};

export type SelfExclude = {
  type: 'SelfExclude';
  userId: string;
  duration: SelfExclusionDuration;
  timeZone: string;
  at: string;
};

export type SetRealityCheck = { type: 'SetRealityCheck'; userId: string; intervalMinutes: number | null; at: string };

export type SaferGamblingCommand = SetPlayLimit | TakeTimeOut | SelfExclude | SetRealityCheck;

const SAFER_GAMBLING_COMMAND_TYPES: ReadonlySet<string> = new Set<SaferGamblingCommand['type']>([
  'SetPlayLimit',
  'TakeTimeOut',
  'SelfExclude',
  'SetRealityCheck',
]);

export const isSaferGamblingCommand = (command: { type: string }): command is SaferGamblingCommand =>
  SAFER_GAMBLING_COMMAND_TYPES.has(command.type);

/** The command an event was decided from (the audit decides it again and compares). */
export function saferGamblingCommandOf(event: SaferGamblingEvent): SaferGamblingCommand {
  switch (event.type) {
    case 'PlayLimitSet': {
      const { userId, kind, period, amountCents, timeZone, setAt } = event.data;
      return { type: 'SetPlayLimit', userId, kind, period, amountCents, timeZone, at: setAt };
    }
    case 'TimeOutTaken': {
      const { userId, duration, timeZone, takenAt } = event.data;
      return { type: 'TakeTimeOut', userId, duration, timeZone, at: takenAt };
    }
    case 'SelfExclusionStarted': {
      const { userId, duration, timeZone, startedAt } = event.data;
      return { type: 'SelfExclude', userId, duration, timeZone, at: startedAt };
    }
    case 'RealityCheckSet': {
      const { userId, intervalMinutes, setAt } = event.data;
      return { type: 'SetRealityCheck', userId, intervalMinutes, at: setAt };
    }
  }
}
