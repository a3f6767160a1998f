import { expect } from 'vitest';
import type { CatalogueEvent } from '../catalogue-events.js';
import { emptyCatalogueState, evolveCatalogue } from '../catalogue-state.js';
import { decideCatalogueUpdate, type CatalogueObservation, type CatalogueUpdate } from '../decide-catalogue-update.js';

/** given(events on the game's three streams).when(observation).then(events per stream). */
export const given = (events: CatalogueEvent[]) => ({
  when: (observation: CatalogueObservation) => {
    const update = () => decideCatalogueUpdate(events.reduce(evolveCatalogue, emptyCatalogueState), observation);
    return {
      update,
      then: (expected: Partial<CatalogueUpdate>) =>
        expect(update()).toEqual({ game: [], odds: [], props: [], ...expected }),
      thenNothing: () => expect(update()).toEqual({ game: [], odds: [], props: [] }),
    };
  },
});
