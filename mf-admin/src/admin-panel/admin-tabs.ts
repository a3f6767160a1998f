import type { LucideIcon } from 'lucide-react';
import { Database, Gavel, RefreshCw, Users, Wallet } from 'lucide-react';

/** Spec section 2: exactly five tabs, in this order. The id is what /admin?tab= carries. */
export const ADMIN_TABS = [
  { id: 'accounts', label: 'Account Management', icon: Users },
  { id: 'odds', label: 'Odds Refresh', icon: RefreshCw },
  { id: 'settlement', label: 'Bet Settlement', icon: Gavel },
  { id: 'balance', label: 'Balance & Bets', icon: Wallet },
  { id: 'cleanup', label: 'Database Cleanup', icon: Database },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export const DEFAULT_TAB: AdminTabId = 'accounts';

export const isAdminTabId = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);
