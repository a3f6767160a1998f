import { Button, formatDollars } from '@sb/web-kit';
import styled from 'styled-components';
import { ChipRack } from '../shared/chip-rack';
import { ControlBar, FeltLabel, FeltTable, Hint } from '../shared/felt-table';
import { ResultLine, toneOfNet } from '../shared/result-line';
import { LastNumbers } from './last-numbers';
import { betTypeLabel, colourWord } from './pockets';
import { RouletteBoard } from './roulette-board';
import { RouletteWheel } from './roulette-wheel';
import { useRouletteSpin } from './use-roulette-spin';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(240px, 300px) 1fr;
    align-items: center;
  }
`;

const WheelSide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: center;
`;

const Pocket = styled.p`
  margin: 0;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
`;

/** Roulette: pick a chip and a bet on the layout, spin, and the wheel lands on the server's pocket. */
export function RouletteGame() {
  const { chip, betType, phase, round, rotation, error, spin, choose } = useRouletteSpin();
  const spinning = phase === 'spinning';
  const missing = chip === null ? 'Choose a chip' : betType === null ? 'Choose a bet type' : null;
  const message = error ?? (phase === 'result' && round ? round.message : spinning ? 'Spinning...' : '');
  const tone = error ? 'error' : phase === 'result' && round ? toneOfNet(round.netChange, true) : 'neutral';

  return (
    <FeltTable>
      <Layout>
        <WheelSide>
          <RouletteWheel
            rotation={rotation}
            spinning={spinning}
            pocket={phase === 'result' && round ? round.spinResult : null}
          />
          {phase === 'result' && round && (
            <Pocket>
              {round.spinResult} {colourWord(round.outcome.game === 'roulette' ? round.outcome.colour : 'green')}
            </Pocket>
          )}
          {!spinning && <LastNumbers />}
        </WheelSide>
        <RouletteBoard selected={betType} onSelect={choose.betType} locked={spinning} />
      </Layout>
      <ResultLine message={message} tone={tone} />
      <ControlBar>
        <FeltLabel>Chip</FeltLabel>
        <ChipRack selected={chip} onSelect={choose.chip} locked={spinning} />
      </ControlBar>
      <ControlBar>
        <FeltLabel>
          {chip !== null && betType !== null ? `${formatDollars(chip)} on ${betTypeLabel(betType)}` : 'No bet yet'}
        </FeltLabel>
        <Button onClick={() => void spin()} disabled={missing !== null} loading={spinning}>
          Spin
        </Button>
      </ControlBar>
      {missing && !spinning && <Hint>{missing} to spin.</Hint>}
    </FeltTable>
  );
}
