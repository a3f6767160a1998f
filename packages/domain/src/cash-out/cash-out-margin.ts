/** The share of a bet's fair value the book pays on a cash out, in basis points (0.95 = 9500). */
export type MarginBasisPoints = number;

export const DEFAULT_CASH_OUT_MARGIN = 0.95;

/**
 * CASH_OUT_MARGIN (a fraction above 0 and at most 1, e.g. 0.95) as whole basis points, so the offer is computed
 * exactly and the margin can be written into the event that pays it.
 */
export function marginBasisPoints(margin: number): MarginBasisPoints {
  if (!Number.isFinite(margin) || margin <= 0 || margin > 1) {
    throw new RangeError(`CASH_OUT_MARGIN must be above 0 and at most 1: ${String(margin)}`);
  }
  return Math.round(margin * 10_000);
}

export const isMarginBasisPoints = (value: number): value is MarginBasisPoints =>
  Number.isSafeInteger(value) && value > 0 && value <= 10_000;
