/**
 * Read-your-writes. A command answers with the log position it wrote (X-Log-Position); queries sent after it
 * carry that position as X-Min-Position so the query API waits until its projections have caught up, and a
 * balance read right after a bet is never the old one. Module state on purpose: web-kit is a federation
 * singleton, so a bet placed in a remote and the balance read by the shell share this value.
 */
export const LOG_POSITION_HEADER = 'X-Log-Position';
export const MIN_POSITION_HEADER = 'X-Min-Position';

let lastPosition: string | undefined;

const isWholeNumber = (value: string): boolean => /^\d+$/.test(value);

/** Keeps the newest position; two commands answering out of order must not move it backwards. */
export function rememberLogPosition(position: string | null | undefined): void {
  const value = position?.trim();
  if (!value) return;
  if (lastPosition !== undefined && isWholeNumber(value) && isWholeNumber(lastPosition)) {
    if (BigInt(value) <= BigInt(lastPosition)) return;
  }
  lastPosition = value;
}

export function minPositionHeaders(): Record<string, string> {
  return lastPosition === undefined ? {} : { [MIN_POSITION_HEADER]: lastPosition };
}

/** Forgets the position (on logout, and between tests). */
export function resetLogPosition(): void {
  lastPosition = undefined;
}
