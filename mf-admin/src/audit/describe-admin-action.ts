import { cents, formatMoney } from '@sb/domain';
import type { TAdminActionDto } from '@sb/contracts';

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(cents(value)) : '?');
const short = (id: unknown) => (typeof id === 'string' ? id.slice(0, 8) : '?');

/** "With what": the part of an admin action's event a person reads first; the raw fields for anything else. */
export function describeAdminAction({ action, details }: Pick<TAdminActionDto, 'action' | 'details'>): string {
  switch (action) {
    case 'BalanceAdjusted':
      return `${details.balanceType === 'freePlay' ? 'Free play' : 'Cash'} ${money(details.amountCents)}`;
    case 'FreePlayAdded':
      return `Free play ${money(details.amountCents)}`;
    case 'StartingBalanceCredited':
      return `Starting balance ${money(details.amountCents)}`;
    case 'UserApproved':
      return 'Approved';
    case 'UserRejected':
      return 'Rejected';
    case 'UserDeleted':
      return typeof details.username === 'string' ? `Deleted ${details.username}` : 'Deleted';
    case 'UserRegistered':
      return `Created as ${String(details.role ?? (details.isAdmin === true ? 'admin' : 'player'))}`;
    case 'BetSettled':
      return `Bet ${short(details.betId)} settled ${String(details.outcome)}`;
    case 'BetResettled':
      return `Bet ${short(details.betId)} re-settled ${String(details.from)} → ${String(details.to)}`;
    case 'OddsRefreshRequested':
      return `${details.feed === 'props' ? 'Player props' : 'Games'} refresh ${details.success === true ? 'done' : `failed: ${String(details.reason)}`}`;
    case 'UserSessionsEnded':
      return `Signed out on every device (${String(details.sessionsEnded)} sessions)`;
    default: {
      const { userId: _user, ...rest } = details;
      return Object.keys(rest).length === 0 ? '' : JSON.stringify(rest);
    }
  }
}
