import type { LucideIcon } from 'lucide-react';
import {
  CircleDot,
  Dices,
  Medal,
  Gamepad2,
  LayoutDashboard,
  Layers,
  Radio,
  ScrollText,
  Settings,
  ShieldCheck,
  Trophy,
} from 'lucide-react';
import type { SessionRole } from '@sb/web-kit';
import { pathHasPrefix } from '../../routing/remote-owners';

export type NavLinkSpec = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** A link is highlighted when the path starts with any of these (spec: "highlighted by path prefix"). */
  activePrefixes: readonly string[];
  /** Admin: admins only. Audit: auditors and admins. Unset: the players' pages (not shown to auditors). */
  audience?: 'admin' | 'audit';
  /** Carries the pulsing dot while any event is in progress. */
  showsLiveDot?: boolean;
};

/** In the spec's order, then the NBA and Baseball Leagues pages; Admin and Audit are filtered by role. */
export const MAIN_LINKS: readonly NavLinkSpec[] = [
  { label: 'Sportsbook', to: '/', icon: Trophy, activePrefixes: ['/', '/sportsbook', '/events'] },
  { label: 'Live Betting', to: '/live-betting', icon: Radio, activePrefixes: ['/live-betting'], showsLiveDot: true },
  { label: 'Prop Builder', to: '/prop-builder', icon: Layers, activePrefixes: ['/prop-builder'] },
  { label: 'Live Casino', to: '/casino', icon: Dices, activePrefixes: ['/casino'] },
  { label: 'Mini Games', to: '/mini-games', icon: Gamepad2, activePrefixes: ['/mini-games'] },
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, activePrefixes: ['/dashboard', '/bets'] },
  // Not in the spec's sidebar, but its pages must be reachable (issue 22): after the spec's links.
  { label: 'NBA', to: '/nba', icon: CircleDot, activePrefixes: ['/nba'] },
  { label: 'Baseball Leagues', to: '/baseball-leagues', icon: Medal, activePrefixes: ['/baseball-leagues'] },
  { label: 'Admin', to: '/admin', icon: ShieldCheck, activePrefixes: ['/admin'], audience: 'admin' },
  { label: 'Audit', to: '/audit', icon: ScrollText, activePrefixes: ['/audit'], audience: 'audit' },
];

export const SETTINGS_LINK: NavLinkSpec = {
  label: 'Settings',
  to: '/settings',
  icon: Settings,
  activePrefixes: ['/settings'],
};

/** Players see the players' pages; admins every page; auditors only the Audit page. */
export function visibleLinks(role: SessionRole): readonly NavLinkSpec[] {
  if (role === 'admin') return MAIN_LINKS;
  if (role === 'auditor') return MAIN_LINKS.filter((link) => link.audience === 'audit');
  return MAIN_LINKS.filter((link) => link.audience === undefined);
}

export function isLinkActive(pathname: string, link: NavLinkSpec): boolean {
  return link.activePrefixes.some((prefix) => pathHasPrefix(pathname, prefix));
}
