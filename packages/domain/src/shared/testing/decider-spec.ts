import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../decider.js';

/** given(events).when(command).then(events) / .thenThrows(message, kind?, code?) for any decider. */
export const deciderSpec = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (message: string, kind?: string, code?: string) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(Error);
          expect((caught as Error).message).toBe(message);
          if (kind) expect((caught as { kind?: string }).kind).toBe(kind);
          if (code) expect((caught as { code?: string }).code).toBe(code);
        },
      };
    },
  }),
});
