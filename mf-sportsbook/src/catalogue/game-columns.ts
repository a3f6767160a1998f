/**
 * The game-lines layout of a wide board (like the big books' game lines): one row per team, the game's start
 * on the left, spread, total and moneyline in fixed columns, the game's links on the right. It follows the
 * board's own width (a container query), not the window's: the docked slip and the sidebar take their share first.
 */
export const GAME_BOARD_CONTAINER = 'game-board';
export const WIDE_BOARD = `@container ${GAME_BOARD_CONTAINER} (min-width: 600px)`;

/** Start, team, spread, total, moneyline (the odds grid of one game). */
export const WIDE_ODDS_COLUMNS = '76px minmax(0, 1fr) 84px 96px 64px';
/**
 * The game's links beside its odds: room for 'Props and more' under 'All wagers' by default; a board whose
 * games have no 'Props and more' (Live Betting) sets --game-links-width narrower on its GameSection.
 */
export const WIDE_LINKS_COLUMN = 'var(--game-links-width, 124px)';
/** The links column of a board without 'Props and more' ('All wagers' alone). */
export const NARROW_LINKS_WIDTH = '88px';
export const WIDE_COLUMN_GAP = '6px';
/** Inside a row: the list's border and padding, so the column heads sit above their buttons. */
export const WIDE_ROW_PADDING = '2px 8px';
