/**
 * Spec section 5: the adjustment must parse as a number; a positive one adds, a negative one subtracts.
 * Stricter than parseFloat on purpose: '12abc' or '1e3' is a typo, not twelve or a thousand dollars.
 */
export function parseSignedAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}
