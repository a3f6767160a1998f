import { isGameEvent, type CatalogueEvent } from './catalogue-events.js';
import { evolveGame, type GameState } from './game-state.js';
import type { PricedMarket } from './market.js';
import type { PricedProp } from './player-prop.js';

/**
 * What the catalogue knows about one game across its three streams. `markets` / `props` are null while their
 * stream does not exist, and the last priced list (possibly empty: withdrawn) once it does.
 */
export type CatalogueState = {
  game: GameState | null;
  markets: PricedMarket[] | null;
  props: PricedProp[] | null;
};

export const emptyCatalogueState: CatalogueState = { game: null, markets: null, props: null };

export const evolveCatalogue = (state: CatalogueState, event: CatalogueEvent): CatalogueState => {
  if (isGameEvent(event)) return { ...state, game: evolveGame(state.game, event) };
  if (event.type === 'OddsPriced') return { ...state, markets: event.data.markets };
  return { ...state, props: event.data.props };
};
