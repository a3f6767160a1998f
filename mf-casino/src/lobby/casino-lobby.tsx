import styled from 'styled-components';
import { FairnessPanel } from '../fairness/fairness-panel';
import { CasinoBanner } from './casino-banner';
import { CASINO_GAMES } from './casino-games';
import { GamesSection } from './games-section';
import { LobbyFooter } from './lobby-footer';

const Lobby = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const POPULAR = CASINO_GAMES.filter((game) => game.popular);

/** /casino: banner and balance, Popular games, All games, the fairness panel and the footer. */
export function CasinoLobby() {
  return (
    <Lobby>
      <CasinoBanner />
      <GamesSection title="Popular games" games={POPULAR} wide />
      <GamesSection title="All games" games={CASINO_GAMES} />
      <FairnessPanel />
      <LobbyFooter />
    </Lobby>
  );
}
