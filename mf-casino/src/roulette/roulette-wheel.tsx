import styled from 'styled-components';
import { pocketColour, POCKET_FILL, WHEEL_ORDER } from './pockets';

export const SPIN_MS = 3000;

const SLOT = 360 / WHEEL_ORDER.length;
const R = 96;

const point = (angle: number, radius: number) => {
  const rad = ((angle - 90) * Math.PI) / 180;
  return `${100 + radius * Math.cos(rad)} ${100 + radius * Math.sin(rad)}`;
};

const wedge = (index: number) =>
  `M100 100 L${point(index * SLOT - SLOT / 2, R)} A${R} ${R} 0 0 1 ${point(index * SLOT + SLOT / 2, R)} Z`;

const Holder = styled.div`
  position: relative;
  width: min(100%, 220px);
  ${({ theme }) => theme.media.desktop} {
    width: min(100%, 300px);
  }
  aspect-ratio: 1;
  margin: 0 auto;
  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
`;

const Spinner = styled.g<{ $spinning: boolean }>`
  transform-origin: 100px 100px;
  transition: ${({ $spinning }) => ($spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.6, 0.15, 1)` : 'none')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

type RouletteWheelProps = { rotation: number; spinning: boolean; pocket: number | null };

/** The wheel: it turns to `rotation` in 3 s; the pocket under the pointer is the server's spin result. */
export function RouletteWheel({ rotation, spinning, pocket }: RouletteWheelProps) {
  return (
    <Holder>
      <svg viewBox="0 0 200 200" role="img" aria-label={pocket === null ? 'Roulette wheel' : `Wheel on ${pocket}`}>
        <circle cx="100" cy="100" r="100" fill="#4a2c16" />
        <circle cx="100" cy="100" r="99" fill="none" stroke="#fcd34d" strokeOpacity="0.6" />
        <Spinner $spinning={spinning} style={{ transform: `rotate(${rotation}deg)` }}>
          {WHEEL_ORDER.map((number, index) => (
            <g key={number}>
              <path d={wedge(index)} fill={POCKET_FILL[pocketColour(number)]} stroke="#d4b06a" strokeWidth="0.6" />
              <text
                x="100"
                y="15"
                transform={`rotate(${index * SLOT} 100 100)`}
                textAnchor="middle"
                fontSize="8"
                fontWeight="700"
                fill="#fff"
              >
                {number}
              </text>
            </g>
          ))}
          <circle cx="100" cy="100" r="70" fill="#6b4423" stroke="#d4b06a" strokeWidth="2" />
          <circle cx="100" cy="100" r="52" fill="#0f5132" stroke="#d4b06a" />
          {[0, 90, 180, 270].map((angle) => (
            <rect
              key={angle}
              x="97"
              y="52"
              width="6"
              height="44"
              rx="3"
              fill="#d4b06a"
              transform={`rotate(${angle + 45} 100 100)`}
            />
          ))}
          <circle cx="100" cy="100" r="10" fill="#fcd34d" stroke="#7c5a36" strokeWidth="2" />
        </Spinner>
        <path d="M92 0 L108 0 L100 14 Z" fill="#fcd34d" stroke="#111827" strokeWidth="1" />
        {pocket !== null && !spinning && <circle cx="100" cy="26" r="4.5" fill="#f8fafc" stroke="#94a3b8" />}
      </svg>
    </Holder>
  );
}
