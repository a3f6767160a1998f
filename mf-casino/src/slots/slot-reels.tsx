import styled, { css, keyframes } from 'styled-components';
import type { Reels } from './use-slots-spin';
import { SlotSymbol, SYMBOL_NAME } from './slot-symbol';

const blur = keyframes`
  from { transform: translateY(-18%); }
  to { transform: translateY(18%); }
`;

const Machine = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  width: min(100%, 380px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: 16px;
  border: 4px solid #fcd34d;
  background: linear-gradient(#3f0d0d, #1c0707);
  box-shadow:
    inset 0 0 24px rgba(0, 0, 0, 0.7),
    0 0 24px rgba(252, 211, 77, 0.2);
`;

const Window = styled.div<{ $turning: boolean }>`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: 8px;
  background: linear-gradient(#cbd5e1, #f8fafc 30%, #f8fafc 70%, #cbd5e1);
  box-shadow: inset 0 6px 10px rgba(0, 0, 0, 0.35);
  svg {
    width: 72%;
    height: auto;
  }
  ${({ $turning }) =>
    $turning &&
    css`
      svg {
        filter: blur(1.5px);
        animation: ${blur} 100ms linear infinite alternate;
      }
    `}
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
      filter: none;
    }
  }
`;

/** The three reels; each is named by the symbol it rests on once stopped. */
export function SlotReels({ reels, stopped }: { reels: Reels; stopped: boolean[] }) {
  return (
    <Machine role="group" aria-label="Reels">
      {reels.map((symbol, index) => (
        <Window
          key={index}
          $turning={!stopped[index]}
          aria-label={stopped[index] ? `Reel ${index + 1}: ${SYMBOL_NAME[symbol]}` : `Reel ${index + 1}: spinning`}
        >
          <SlotSymbol symbol={symbol} size={80} />
        </Window>
      ))}
    </Machine>
  );
}
