/** An event as the domain decides it; metadata (time, actor, correlation, hash chain) is added by the caller. */
export type DomainEvent<Type extends string = string, Data = unknown> = { type: Type; data: Data };

/** A pure aggregate: state is a fold of its stream; decide never reads clocks or randomness. */
export type Decider<Command, Event extends DomainEvent, State> = {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

export const fold = <Event, State>(evolve: (s: State, e: Event) => State, initial: State, events: readonly Event[]) =>
  events.reduce(evolve, initial);

/** Exhaustiveness guard for discriminated unions. */
export const unreachable = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
