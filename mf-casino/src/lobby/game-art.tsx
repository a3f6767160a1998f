import type { TCasinoGame } from '@sb/contracts';
import type { ReactElement } from 'react';

// Each tile's picture, drawn (no image is fetched). viewBox 160 x 100.

const felt = (id: string, from: string, to: string) => (
  <defs>
    <radialGradient id={id} cx="50%" cy="40%" r="75%">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </radialGradient>
  </defs>
);

const card = (x: number, y: number, rotate: number, label: string, red: boolean) => (
  <g transform={`rotate(${rotate} ${x + 18} ${y + 26})`}>
    <rect x={x} y={y} width="36" height="52" rx="4" fill="#f8fafc" stroke="#cbd5e1" />
    <text x={x + 5} y={y + 15} fontSize="13" fontWeight="800" fill={red ? '#c81e1e' : '#111827'}>
      {label}
    </text>
  </g>
);

function BlackjackArt() {
  return (
    <>
      {felt('bj', '#15803d', '#052e16')}
      <rect width="160" height="100" fill="url(#bj)" />
      <path d="M10 88 Q80 40 150 88" fill="none" stroke="#fcd34d" strokeOpacity="0.5" strokeWidth="1.5" />
      {card(50, 22, -12, 'A♠', false)}
      {card(76, 20, 10, 'K♥', true)}
      <circle cx="128" cy="72" r="12" fill="#1d4ed8" stroke="#fff" strokeWidth="3" strokeDasharray="4 3" />
    </>
  );
}

const WHEEL = Array.from({ length: 18 }, (_, index) => index);

function RouletteArt() {
  return (
    <>
      {felt('rl', '#1f2937', '#030712')}
      <rect width="160" height="100" fill="url(#rl)" />
      <circle cx="80" cy="50" r="44" fill="#5b3a1e" />
      {WHEEL.map((index) => (
        <path
          key={index}
          d="M80 50 L80 10 A40 40 0 0 1 93.7 12.4 Z"
          transform={`rotate(${index * 20} 80 50)`}
          fill={index === 0 ? '#15803d' : index % 2 ? '#111827' : '#b91c1c'}
        />
      ))}
      <circle cx="80" cy="50" r="22" fill="#7c5a36" stroke="#fcd34d" strokeWidth="2" />
      <circle cx="80" cy="50" r="5" fill="#fcd34d" />
      <circle cx="97" cy="20" r="3.5" fill="#f8fafc" />
    </>
  );
}

function SlotsArt() {
  return (
    <>
      {felt('sl', '#7c2d12', '#1c0a05')}
      <rect width="160" height="100" fill="url(#sl)" />
      <rect x="22" y="22" width="116" height="56" rx="8" fill="#111827" stroke="#fcd34d" strokeWidth="3" />
      {[0, 1, 2].map((reel) => (
        <g key={reel}>
          <rect x={30 + reel * 35} y="29" width="30" height="42" rx="4" fill="#f8fafc" />
          <text x={45 + reel * 35} y="58" textAnchor="middle" fontSize="22" fontWeight="900" fill="#c81e1e">
            7
          </text>
        </g>
      ))}
    </>
  );
}

function BaccaratArt() {
  return (
    <>
      {felt('bc', '#1e3a8a', '#0b1230')}
      <rect width="160" height="100" fill="url(#bc)" />
      <ellipse cx="80" cy="92" rx="70" ry="40" fill="none" stroke="#fcd34d" strokeOpacity="0.5" />
      {card(34, 24, -6, '9♦', true)}
      {card(90, 24, 6, '8♣', false)}
      <text x="52" y="92" textAnchor="middle" fontSize="9" fill="#e2e8f0" fontWeight="700">
        PLAYER
      </text>
      <text x="108" y="92" textAnchor="middle" fontSize="9" fill="#e2e8f0" fontWeight="700">
        BANKER
      </text>
    </>
  );
}

const die = (x: number, y: number, rotate: number, pips: [number, number][]) => (
  <g transform={`rotate(${rotate} ${x + 17} ${y + 17})`}>
    <rect x={x} y={y} width="34" height="34" rx="7" fill="#f8fafc" stroke="#94a3b8" />
    {pips.map(([px, py]) => (
      <circle key={`${px}-${py}`} cx={x + px} cy={y + py} r="3.4" fill="#b91c1c" />
    ))}
  </g>
);

function CrapsArt() {
  return (
    <>
      {felt('cr', '#166534', '#022c16')}
      <rect width="160" height="100" fill="url(#cr)" />
      <text x="80" y="90" textAnchor="middle" fontSize="10" fontWeight="800" fill="#fcd34d" letterSpacing="2">
        PASS LINE
      </text>
      {die(44, 26, -14, [
        [9, 9],
        [17, 17],
        [25, 25],
      ])}
      {die(84, 22, 12, [
        [9, 9],
        [25, 9],
        [9, 25],
        [25, 25],
      ])}
    </>
  );
}

const ART: Record<TCasinoGame, () => ReactElement> = {
  blackjack: BlackjackArt,
  roulette: RouletteArt,
  slots: SlotsArt,
  baccarat: BaccaratArt,
  craps: CrapsArt,
};

/** A game's tile picture; decorative, the tile's text names the game. */
export function GameArt({ game }: { game: TCasinoGame }) {
  const Art = ART[game];
  return (
    <svg viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <Art />
    </svg>
  );
}
