/** Spec section 9: the casino's chips, in dollars. */
export const CHIPS = [5, 10, 25, 50, 100] as const;
export type Chip = (typeof CHIPS)[number];

/** Spec section 5: a chip above the balance cannot be picked. */
export const chipAffordable = (chip: number, balance: number | undefined): boolean =>
  balance !== undefined && chip <= balance;
