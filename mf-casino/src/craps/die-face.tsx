import styled, { css, keyframes } from 'styled-components';

const PIPS: Record<number, [number, number][]> = {
  1: [[20, 20]],
  2: [
    [11, 11],
    [29, 29],
  ],
  3: [
    [11, 11],
    [20, 20],
    [29, 29],
  ],
  4: [
    [11, 11],
    [29, 11],
    [11, 29],
    [29, 29],
  ],
  5: [
    [11, 11],
    [29, 11],
    [20, 20],
    [11, 29],
    [29, 29],
  ],
  6: [
    [11, 10],
    [29, 10],
    [11, 20],
    [29, 20],
    [11, 30],
    [29, 30],
  ],
};

const tumble = keyframes`
  0% { transform: translate(0, 0) rotate(0deg); }
  25% { transform: translate(-10px, -14px) rotate(120deg); }
  50% { transform: translate(8px, -4px) rotate(220deg); }
  75% { transform: translate(-4px, -10px) rotate(300deg); }
  100% { transform: translate(0, 0) rotate(360deg); }
`;

const Svg = styled.svg<{ $tumbling: boolean }>`
  width: 72px;
  height: 72px;
  filter: drop-shadow(0 6px 6px rgba(0, 0, 0, 0.5));
  ${({ $tumbling }) =>
    $tumbling &&
    css`
      animation: ${tumble} 500ms linear infinite;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** One die showing `value`; while tumbling it turns and its face is not the result yet. */
export function DieFace({ value, tumbling, label }: { value: number; tumbling: boolean; label: string }) {
  return (
    <Svg
      viewBox="0 0 40 40"
      role="img"
      aria-label={tumbling ? `${label}: rolling` : `${label}: ${value}`}
      $tumbling={tumbling}
    >
      <rect x="1" y="1" width="38" height="38" rx="8" fill="#f8fafc" stroke="#cbd5e1" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3.6" fill="#b91c1c" />
      ))}
    </Svg>
  );
}
