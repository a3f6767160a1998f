import type { PricedMarket, PricedProp, Sport } from '@sb/domain';

/** The admin screen's refresh statistics (spec section 3), plus how many events the refresh appended. */
export type BookmakerBreakdown = { dkAndFd: number; dkOnly: number; fdOnly: number };

export type GameOddsRefreshStats = {
  totalEvents: number;
  eventsWithOdds: number;
  eventsWithoutOdds: number;
  durationSeconds: number;
  bookmakerBreakdown: BookmakerBreakdown;
  eventsAppended: number;
};

export type PlayerPropsRefreshStats = {
  totalProps: number;
  durationSeconds: number;
  propsBySport: Partial<Record<Sport, number>>;
  bookmakerBreakdown: BookmakerBreakdown;
  eventsAppended: number;
};

export type RefreshResult<Stats> = { success: true; stats: Stats } | { success: false; reason: string };

const emptyBreakdown = (): BookmakerBreakdown => ({ dkAndFd: 0, dkOnly: 0, fdOnly: 0 });

/** Counts one priced thing by the books in its label ('DK+FD', 'DK', 'FD'). */
const countLabel = (breakdown: BookmakerBreakdown, labels: readonly string[]) => {
  const codes = new Set(labels.flatMap((label) => label.split('+')));
  if (codes.has('DK') && codes.has('FD')) breakdown.dkAndFd += 1;
  else if (codes.has('DK')) breakdown.dkOnly += 1;
  else if (codes.has('FD')) breakdown.fdOnly += 1;
};

/** A game counts once, by every book that priced any of its markets. */
export const gameOddsStats = (boards: readonly (readonly PricedMarket[])[]) => {
  const bookmakerBreakdown = emptyBreakdown();
  const priced = boards.filter((board) => board.length > 0);
  priced.forEach((board) =>
    countLabel(
      bookmakerBreakdown,
      board.map((market) => market.bookmaker),
    ),
  );
  return {
    totalEvents: boards.length,
    eventsWithOdds: priced.length,
    eventsWithoutOdds: boards.length - priced.length,
    bookmakerBreakdown,
  };
};

export const playerPropsStats = (games: readonly { sport: Sport; props: readonly PricedProp[] }[]) => {
  const bookmakerBreakdown = emptyBreakdown();
  const propsBySport: Partial<Record<Sport, number>> = {};
  let totalProps = 0;
  for (const { sport, props } of games) {
    if (props.length === 0) continue;
    totalProps += props.length;
    propsBySport[sport] = (propsBySport[sport] ?? 0) + props.length;
    props.forEach((prop) => countLabel(bookmakerBreakdown, [prop.bookmaker]));
  }
  return { totalProps, propsBySport, bookmakerBreakdown };
};
