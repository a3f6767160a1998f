import type { GameEvent, OddsPriced, PropsPriced } from './catalogue-events.js';
import { sameContent } from '../shared/canonical-json.js';
import type { CatalogueState } from './catalogue-state.js';
import { decideGameEvents, decideGameMissing } from './decide-game-events.js';
import type { FeedGame, FeedGameProps } from './feed-snapshot.js';
import { evolveGame, isTerminal, type GameState } from './game-state.js';
import type { PricedMarket } from './market.js';
import type { PricedProp } from './player-prop.js';
import { priceMarkets } from './price-markets.js';
import { priceProps } from './price-props.js';

/** What one refresh saw of one game. */
export type CatalogueObservation =
  /** A games refresh listed the game, with its game-level quotes. */
  | { kind: 'game'; feed: FeedGame }
  /** A props refresh returned the game's prop quotes (an empty list: none offered). */
  | { kind: 'props'; feed: FeedGameProps }
  /** A complete slate did not list the game. */
  | { kind: 'missing' };

/** The events to append, per stream of the game; empty lists mean nothing changed. */
export type CatalogueUpdate = { game: GameEvent[]; odds: OddsPriced[]; props: PropsPriced[] };

const nothing: CatalogueUpdate = { game: [], odds: [], props: [] };

/** Markets and props are offered only on a game that can still be bet on. */
const isOpen = (game: GameState | null) => game !== null && !isTerminal(game) && game.status !== 'postponed';

/** A new snapshot only when the content changed; a stream that never existed needs no "withdrawn" event. */
const changed = <Item>(current: readonly Item[] | null, next: readonly Item[]) =>
  current === null ? next.length > 0 : !sameContent(current, next);

const repriceOdds = (gameId: string, current: PricedMarket[] | null, markets: PricedMarket[]): OddsPriced[] =>
  changed(current, markets) ? [{ type: 'OddsPriced', data: { gameId, markets } }] : [];

const repriceProps = (gameId: string, current: PricedProp[] | null, props: PricedProp[]): PropsPriced[] =>
  changed(current, props) ? [{ type: 'PropsPriced', data: { gameId, props } }] : [];

/**
 * The catalogue decider: compares what the log says about a game with what a provider reports and returns only
 * the differences, so a refresh that changes nothing appends nothing. Pricing (odds/aggregate) happens here, so
 * the comparison is between priced content, not raw quotes.
 */
export const decideCatalogueUpdate = (state: CatalogueState, observation: CatalogueObservation): CatalogueUpdate => {
  switch (observation.kind) {
    case 'game': {
      const { feed } = observation;
      const game = decideGameEvents(state.game, feed);
      const after = game.reduce(evolveGame, state.game);
      if (after === null) return nothing;
      const open = isOpen(after);
      const odds = repriceOdds(feed.gameId, state.markets, open ? priceMarkets(feed.quotes) : []);
      // A game that closes takes its props down at once rather than at the next props refresh.
      return { game, odds, props: open ? [] : repriceProps(feed.gameId, state.props, []) };
    }
    case 'props': {
      const { feed } = observation;
      // Props wait for the game to be on the log: a props refresh does not list games.
      if (state.game === null) return nothing;
      const props = isOpen(state.game) ? priceProps(feed.gameId, feed.quotes) : [];
      return { ...nothing, props: repriceProps(feed.gameId, state.props, props) };
    }
    case 'missing': {
      const game = decideGameMissing(state.game);
      if (state.game === null) return nothing;
      const { gameId } = state.game;
      return { game, odds: repriceOdds(gameId, state.markets, []), props: repriceProps(gameId, state.props, []) };
    }
  }
};
