import type { TRouletteBetType } from '@sb/contracts';

/** The European wheel's pockets, clockwise from zero (for drawing only; the server picks the pocket). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'red' | 'black' | 'green';

export const pocketColour = (pocket: number): PocketColour =>
  pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';

export const POCKET_FILL: Record<PocketColour, string> = { red: '#b91c1c', black: '#111827', green: '#15803d' };

export const colourWord = (colour: PocketColour): string => ({ red: 'Red', black: 'Black', green: 'Green' })[colour];

export type OutsideBet = { betType: TRouletteBetType; label: string; name: string };

/** The outside bets of spec section 7, each 1:1 (zero loses them all). */
export const OUTSIDE_BETS: readonly OutsideBet[] = [
  { betType: 'low', label: '1-18', name: 'Low 1 to 18' },
  { betType: 'even', label: 'Even', name: 'Even' },
  { betType: 'red', label: 'Red', name: 'Red' },
  { betType: 'black', label: 'Black', name: 'Black' },
  { betType: 'odd', label: 'Odd', name: 'Odd' },
  { betType: 'high', label: '19-36', name: 'High 19 to 36' },
];

/** How a bet reads on the slip line ('Red', 'Number 17'). */
export function betTypeLabel(betType: TRouletteBetType): string {
  const outside = OUTSIDE_BETS.find((bet) => bet.betType === betType);
  return outside ? outside.name : `Number ${betType.replace('number-', '')}`;
}

/** The wheel's rotation (degrees, growing) that brings `pocket` under the pointer after full turns. */
export function rotationLandingOn(pocket: number, current: number, turns: number): number {
  const slot = 360 / WHEEL_ORDER.length;
  const target = (360 - WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]) * slot) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((target - now + 360) % 360);
}
