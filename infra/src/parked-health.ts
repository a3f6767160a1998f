import type { ParkedProjection } from '@sb/projectors';

/** One line an operator can act on: which read model stopped, at which event, and why. */
export const parkedSummary = (parked: readonly ParkedProjection[]) =>
  'read model parked: ' +
  parked.map((p) => `${p.projection} at position ${p.position} (${p.type} on ${p.streamId}): ${p.error}`).join('; ');

/** For the production services' health probes: a parked read model makes the service unhealthy (503). */
export const assertNothingParked = (parked: readonly ParkedProjection[]) => {
  if (parked.length > 0) throw new Error(parkedSummary(parked));
};
