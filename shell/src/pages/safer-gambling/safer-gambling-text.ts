import type { TExclusionDto, TLimitKind, TLimitPeriod, TPlayLimitDto } from '@sb/contracts';
import { formatDollars } from '@sb/web-kit';

export const KIND_WORDS: Record<TLimitKind, string> = { loss: 'Loss', stake: 'Stake' };
export const PERIOD_WORDS: Record<TLimitPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

export const TIME_OUTS = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
] as const;
export const SELF_EXCLUSIONS = [
  { value: '6m', label: '6 months' },
  { value: '1y', label: '1 year' },
  { value: '5y', label: '5 years' },
] as const;
export const REALITY_CHECKS = [15, 30, 45, 60, 90, 120] as const;

export type TimeOutValue = (typeof TIME_OUTS)[number]['value'];
export type SelfExclusionValue = (typeof SELF_EXCLUSIONS)[number]['value'];

/** The player's own time zone: limits count calendar days, weeks and months in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'Daily loss limit' */
export const limitName = ({ kind, period }: Pick<TPlayLimitDto, 'kind' | 'period'>) =>
  `${PERIOD_WORDS[period]} ${kind} limit`;

/** 'Mon 30 Nov, 00:00' in the browser's zone. */
export const whenText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** '23 May 2027, 14:05' */
export const dateText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const cents = (amountCents: number) => formatDollars(amountCents / 100);

export const amountText = (amountCents: number | null) => (amountCents === null ? 'No limit' : cents(amountCents));

/** '$40.00 of $100.00 left' or '' without a limit. */
export const leftText = (limit: TPlayLimitDto) =>
  limit.amountCents === null || limit.leftCents === null
    ? ''
    : `${cents(limit.leftCents)} of ${cents(limit.amountCents)} left`;

/** 'Raising to $200.00 from Tue 24 Nov, 10:00' / 'Removing from …' */
export const pendingText = (limit: TPlayLimitDto) => {
  if (!limit.pending) return '';
  const change = limit.pending.amountCents === null ? 'Removing' : `Raising to ${cents(limit.pending.amountCents)}`;
  return `${change} from ${whenText(limit.pending.effectiveAt)}`;
};

const durationWords: Record<string, string> = Object.fromEntries(
  [...TIME_OUTS, ...SELF_EXCLUSIONS].map(({ value, label }) => [value, label]),
);
export const durationText = (duration: string) => durationWords[duration] ?? duration;

/** The banner while an exclusion is in force. */
export const exclusionText = (exclusion: TExclusionDto) =>
  exclusion.kind === 'time-out'
    ? `You are on a time-out until ${dateText(exclusion.until)}. Betting, casino play and raising limits are paused until then.`
    : `You are self-excluded until ${dateText(exclusion.until)}. Betting, casino play and raising limits are blocked until then; nobody can end it early.`;

/** What the confirm dialog says will happen. */
export const timeOutConsequence = (label: string) =>
  `For ${label} you will not be able to place bets, play casino games or raise your limits. You can still sign in and see your balance and bet history. A time-out cannot be ended early.`;

export const selfExclusionConsequence = (label: string) =>
  `For ${label} you will not be able to place bets, play casino games or raise your limits. You can still sign in and see your balance and bet history. Self-exclusion cannot be ended early, not by you and not by us.`;
