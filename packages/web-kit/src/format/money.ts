import { cents, formatMoney } from '@sb/domain';

export { formatMoney };

/**
 * The API answers in dollars (1000, 12.5); formatting is defined on integer cents in @sb/domain, so convert
 * once here. Math.round absorbs float noise such as 0.1 + 0.2.
 */
export function formatDollars(dollars: number): string {
  return formatMoney(cents(Math.round(dollars * 100)));
}
