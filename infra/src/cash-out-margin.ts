import { DEFAULT_CASH_OUT_MARGIN, marginBasisPoints, type MarginBasisPoints } from '@sb/domain';

/** CASH_OUT_MARGIN (default 0.95): the share of a bet's fair value a cash out pays, as basis points. */
export const readCashOutMargin = (value: string | undefined): MarginBasisPoints => {
  if (value === undefined || value === '') return marginBasisPoints(DEFAULT_CASH_OUT_MARGIN);
  const margin = Number(value);
  if (!Number.isFinite(margin) || margin <= 0 || margin > 1) {
    throw new Error(`CASH_OUT_MARGIN must be a number above 0 and at most 1 (e.g. 0.95), got "${value}"`);
  }
  return marginBasisPoints(margin);
};
