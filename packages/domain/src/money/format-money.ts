import type { Cents } from './cents.js';

/**
 * Dollars as a JSON number for API answers (the spec's amounts look like 1000 or 12.5). Dividing an integer
 * by 100 returns the double nearest to the exact decimal, which prints as that decimal, so 1909 -> 19.09.
 */
export function toDollars(amount: Cents): number {
  return amount / 100;
}

/**
 * '$1,234.50', '-$12.00'. Built from integer parts rather than toFixed/toLocaleString so it does not depend
 * on the runtime's locale or on float rounding of large amounts.
 */
export function formatMoney(amount: Cents): string {
  const absolute = Math.abs(amount);
  const centsPart = absolute % 100;
  const dollarsPart = (absolute - centsPart) / 100;
  const groupedDollars = String(dollarsPart).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${groupedDollars}.${String(centsPart).padStart(2, '0')}`;
}
