import { Button } from '@sb/web-kit';
import styled from 'styled-components';
import { ChipRack } from '../shared/chip-rack';
import { ControlBar, FeltTable, Hint } from '../shared/felt-table';
import { ResultLine, toneOfNet } from '../shared/result-line';
import { PayTable } from './pay-table';
import { SlotReels } from './slot-reels';
import { useSlotsSpin } from './use-slots-spin';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr minmax(240px, 320px);
    align-items: center;
  }
`;

const Cabinet = styled(FeltTable)`
  background: radial-gradient(circle at 50% 0%, #4c1d1d, #140606 75%);
  border-color: #5b1a1a;
`;

/** Slots: three reels that stop on the symbols the server drew, with the pay table beside them. */
export function SlotsGame() {
  const game = useSlotsSpin();
  const message = game.error ?? (game.round ? game.round.message : game.spinning ? 'Spinning...' : '');
  const tone = game.error ? 'error' : game.round ? toneOfNet(game.round.netChange, true) : 'neutral';
  return (
    <Cabinet>
      <Layout>
        <SlotReels reels={game.reels} stopped={game.stoppedReels} />
        <PayTable />
      </Layout>
      <ResultLine message={message} tone={tone} />
      <ControlBar>
        <ChipRack selected={game.chip} onSelect={game.setChip} locked={game.spinning} />
      </ControlBar>
      <ControlBar>
        <Button onClick={() => void game.spin()} disabled={game.chip === null} loading={game.spinning}>
          Spin
        </Button>
      </ControlBar>
      {game.chip === null && !game.spinning && <Hint>Choose a chip to spin.</Hint>}
    </Cabinet>
  );
}
