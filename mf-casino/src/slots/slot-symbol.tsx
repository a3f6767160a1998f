import type { TSlotSymbol } from '@sb/contracts';
import type { ReactElement } from 'react';

export const SYMBOLS: readonly TSlotSymbol[] = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'diamond', 'seven'];

export const SYMBOL_NAME: Record<TSlotSymbol, string> = {
  cherry: 'Cherry',
  lemon: 'Lemon',
  orange: 'Orange',
  plum: 'Plum',
  bell: 'Bell',
  bar: 'Bar',
  diamond: 'Diamond',
  seven: 'Seven',
};

// Drawn in a 40 x 40 box; no emoji font or image is needed.
const DRAWINGS: Record<TSlotSymbol, ReactElement> = {
  cherry: (
    <>
      <path d="M20 6 Q22 16 13 25 M20 6 Q26 16 28 26" fill="none" stroke="#15803d" strokeWidth="2.5" />
      <circle cx="13" cy="28" r="7" fill="#dc2626" />
      <circle cx="28" cy="28" r="7" fill="#b91c1c" />
    </>
  ),
  lemon: <ellipse cx="20" cy="21" rx="15" ry="11" fill="#facc15" stroke="#a16207" strokeWidth="1.5" />,
  orange: (
    <>
      <circle cx="20" cy="22" r="13" fill="#f97316" stroke="#9a3412" strokeWidth="1.5" />
      <path d="M20 9 Q25 4 29 7" fill="none" stroke="#15803d" strokeWidth="2.5" />
    </>
  ),
  plum: <ellipse cx="20" cy="22" rx="12" ry="14" fill="#7e22ce" stroke="#4c1d95" strokeWidth="1.5" />,
  bell: (
    <>
      <path d="M20 6 C10 6 11 22 6 29 L34 29 C29 22 30 6 20 6 Z" fill="#fbbf24" stroke="#92400e" strokeWidth="1.5" />
      <circle cx="20" cy="32" r="3.5" fill="#92400e" />
    </>
  ),
  bar: (
    <>
      <rect x="3" y="12" width="34" height="16" rx="3" fill="#111827" stroke="#fcd34d" strokeWidth="1.5" />
      <text x="20" y="24.5" textAnchor="middle" fontSize="11" fontWeight="900" fill="#fcd34d">
        BAR
      </text>
    </>
  ),
  diamond: (
    <path
      d="M20 4 L35 17 L20 36 L5 17 Z M5 17 L35 17 M14 4 L20 17 L26 4"
      fill="#67e8f9"
      stroke="#0e7490"
      strokeWidth="1.5"
    />
  ),
  seven: (
    <text
      x="20"
      y="34"
      textAnchor="middle"
      fontSize="36"
      fontWeight="900"
      fill="#dc2626"
      stroke="#7f1d1d"
      strokeWidth="1"
    >
      7
    </text>
  ),
};

/** One slot symbol, named for screen readers. */
export function SlotSymbol({ symbol, size = 40 }: { symbol: TSlotSymbol; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={SYMBOL_NAME[symbol]}>
      {DRAWINGS[symbol]}
    </svg>
  );
}
