import { DEFAULT_CASH_OUT_MARGIN, marginBasisPoints, type MarginBasisPoints } from '@sb/domain';
import type { CommandApiConfig } from '../deps.js';

/** CASH_OUT_MARGIN as configured (basis points), 0.95 when the composition root leaves it out. */
export const cashOutMarginOf = (config: CommandApiConfig): MarginBasisPoints =>
  config.cashOutMargin ?? marginBasisPoints(DEFAULT_CASH_OUT_MARGIN);
