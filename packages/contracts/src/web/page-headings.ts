import { lookUpPageHeading } from './page-heading-lookup.js';

/**
 * The heading each page with a fixed one starts with: the remote that draws the page shows it, and the shell's
 * loading skeleton shows the same words in the same place while the remote's code is on its way, so a person sees
 * which page is coming at once and nothing moves when it arrives. Pages whose heading depends on their data (the
 * sportsbook board, a game) are not listed: their skeleton keeps an outline.
 */
export type PageHeading = {
  title: string;
  subtitle: string;
  /** Drawn in the page banner (the casino lobby's) rather than the page header. */
  banner?: boolean;
  /** A query parameter that opens another screen on the same path (the casino's ?game=): then no heading. */
  notWithParam?: string;
};

export const PAGE_HEADINGS = {
  '/live-betting': { title: 'Live Betting', subtitle: 'Bet on games in play and starting soon.' },
  '/prop-builder': { title: 'Prop Builder', subtitle: 'Build your parlay from player props.' },
  '/mini-games': { title: 'Mini Games', subtitle: 'Quick games are on their way.' },
  '/nba': { title: 'NBA', subtitle: 'Live and upcoming games with their betting lines.' },
  '/baseball-leagues': {
    title: 'Baseball Leagues',
    subtitle: 'Leagues and cups around the world, with their seasons.',
  },
  '/dashboard': { title: 'Dashboard', subtitle: 'Your betting figures and history.' },
  '/bets': { title: 'Dashboard', subtitle: 'Your betting figures and history.' },
  '/casino': {
    title: 'Live Casino',
    subtitle: 'Blackjack, Roulette, Slots, Baccarat and Craps. Every round is decided by a provably fair draw.',
    banner: true,
    notWithParam: 'game',
  },
  '/admin': { title: 'Admin Panel', subtitle: 'Accounts, odds, settlement, balances and database upkeep.' },
  '/audit': {
    title: 'Audit',
    subtitle: 'Every balance proven from the log: ledgers, hash chains and admin actions.',
  },
} as const satisfies Record<string, PageHeading>;

/** The fixed heading of the page at `pathname` (a trailing slash ignored) opened with `search`, if it has one. */
export function pageHeadingOf(pathname: string, search = ''): PageHeading | undefined {
  return lookUpPageHeading<PageHeading>(PAGE_HEADINGS, pathname, search);
}
