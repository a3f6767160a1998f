import type { TCrapsChoice } from '@sb/contracts';
import { Button, formatDollars, Skeleton } from '@sb/web-kit';
import styled from 'styled-components';
import { ChipRack } from '../shared/chip-rack';
import { ControlBar, FeltLabel, FeltTable, Hint } from '../shared/felt-table';
import { ResultLine, toneOfNet } from '../shared/result-line';
import { DieFace } from './die-face';
import { PointMarker } from './point-marker';
import { useCraps } from './use-craps';

const Dice = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  min-height: 96px;
  align-items: center;
`;

const Rolls = styled.p`
  margin: 0;
  color: rgba(255, 255, 255, 0.75);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const LineButton = styled.button`
  flex: 1 1 140px;
  max-width: 240px;
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid rgba(255, 255, 255, 0.6);
  border-radius: 8px;
  background: rgba(0, 0, 0, 0.2);
  color: #fff;
  font-weight: 900;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: #fcd34d;
    background: rgba(252, 211, 77, 0.2);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const LINES: { choice: TCrapsChoice; label: string }[] = [
  { choice: 'pass', label: 'Pass Line' },
  { choice: 'dontPass', label: "Don't Pass" },
];

/** Craps: the come-out roll, the point marker and 'Roll Again'; every roll is the server's. */
export function CrapsGame() {
  const game = useCraps();
  const { round, rolling, pointStands } = game;
  const point = round?.outcome.point ?? null;
  const locked = rolling || pointStands;
  const missing = game.chip === null ? 'Choose a chip' : game.choice === null ? "Choose Pass Line or Don't Pass" : null;
  const message = game.error ?? (rolling ? 'Rolling...' : (round?.message ?? ''));
  // A standing point is looked for first, so the table never offers a new come-out over it.
  if (!game.ready) return <Skeleton $height="420px" role="status" aria-label="Loading table" />;
  const tone = game.error ? 'error' : round && !rolling ? toneOfNet(round.netChange, !pointStands) : 'neutral';

  return (
    <FeltTable>
      <PointMarker point={point} />
      <Dice>
        <DieFace label="First die" value={game.dice[0]} tumbling={rolling} />
        <DieFace label="Second die" value={game.dice[1]} tumbling={rolling} />
      </Dice>
      {round && !rolling && round.outcome.rolls.length > 1 && (
        <Rolls>Rolls this round: {round.outcome.rolls.map((roll) => roll.total).join(' · ')}</Rolls>
      )}
      <ResultLine message={message} tone={tone} />
      <ControlBar role="group" aria-label="Line bet">
        {LINES.map(({ choice, label }) => (
          <LineButton
            key={choice}
            type="button"
            aria-pressed={game.choice === choice}
            disabled={locked}
            onClick={() => game.setChoice(choice)}
          >
            {label}
          </LineButton>
        ))}
      </ControlBar>
      <ControlBar>
        <FeltLabel>Chip</FeltLabel>
        <ChipRack selected={game.chip} onSelect={game.setChip} locked={locked} />
      </ControlBar>
      <ControlBar>
        {round && pointStands && <FeltLabel>Bet {formatDollars(round.bet)}</FeltLabel>}
        <Button onClick={game.roll} disabled={!pointStands && missing !== null} loading={rolling}>
          {pointStands ? 'Roll Again' : 'Come Out Roll'}
        </Button>
      </ControlBar>
      {!pointStands && missing && !rolling && <Hint>{missing} to roll.</Hint>}
    </FeltTable>
  );
}
