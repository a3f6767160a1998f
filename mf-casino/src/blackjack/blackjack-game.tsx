import { Button, Skeleton, useBalance } from '@sb/web-kit';
import styled from 'styled-components';
import { BetSpot } from '../shared/bet-spot';
import { ChipRack } from '../shared/chip-rack';
import { ControlBar, FeltLabel, FeltTable, Hint } from '../shared/felt-table';
import { ResultLine, toneOfNet } from '../shared/result-line';
import { HandView } from './hand-view';
import type { BlackjackPhase } from './use-blackjack';
import { useBlackjack } from './use-blackjack';

// Spec section 4's phases, as words on the table.
const PHASE_TEXT: Record<BlackjackPhase, string> = {
  betting: 'Betting',
  dealing: 'Dealing',
  playing: 'Playing',
  'dealer-turn': 'Dealer turn',
  ended: 'Ended',
};

const Arc = styled.p`
  margin: 0;
  color: rgba(252, 211, 77, 0.75);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-align: center;
  text-transform: uppercase;
`;

/** Blackjack against the dealer: every card, total and result is the server's, dealt at the spec's pace. */
export function BlackjackGame() {
  const game = useBlackjack();
  const { round, shown, phase, busy } = game;
  const cash = useBalance()?.cash ?? 0;
  const outcome = round?.outcome;
  const open = round?.status === 'open';
  const playerDone = !!outcome && shown.player === outcome.playerCards.length;
  const dealerDone = !!outcome && shown.dealer === outcome.dealerCards.length && !busy;
  const canAct = phase === 'playing' && !busy && open;
  const allowed = round?.allowedActions ?? [];
  const canDouble = canAct && allowed.includes('double') && cash >= (round?.bet ?? Infinity);
  const message = game.error ?? (!busy && round ? round.message : '');
  // An unfinished hand is looked for first, so the table never offers a new deal over it.
  if (!game.ready) return <Skeleton $height="420px" role="status" aria-label="Loading table" />;

  return (
    <FeltTable>
      <Arc>Blackjack pays 3 to 2 · Dealer stands on 17</Arc>
      <HandView
        name="Dealer"
        cards={outcome?.dealerCards.slice(0, shown.dealer) ?? []}
        holeCard={shown.hole}
        total={dealerDone ? outcome.dealerTotal : null}
        status={dealerDone && !open ? outcome.dealerStatus : null}
      />
      <BetSpot amount={round?.bet ?? game.chip} />
      <HandView
        name="Player"
        cards={outcome?.playerCards.slice(0, shown.player) ?? []}
        total={playerDone ? outcome.playerTotal : null}
        status={playerDone && !busy ? outcome.playerStatus : null}
      />
      <ResultLine
        message={message}
        tone={game.error ? 'error' : round ? toneOfNet(round.netChange, !open) : 'neutral'}
      />
      <ControlBar aria-label="Phase">
        <FeltLabel>{PHASE_TEXT[phase]}</FeltLabel>
      </ControlBar>
      {phase === 'betting' && (
        <>
          <ControlBar>
            <ChipRack selected={game.chip} onSelect={game.setChip} />
          </ControlBar>
          <ControlBar>
            <Button onClick={game.deal} disabled={game.chip === null} loading={busy}>
              Deal
            </Button>
          </ControlBar>
          {game.chip === null && <Hint>Choose a chip to deal.</Hint>}
        </>
      )}
      {(phase === 'playing' || phase === 'dealing' || phase === 'dealer-turn') && (
        <ControlBar>
          <Button onClick={game.hit} disabled={!canAct}>
            Hit
          </Button>
          <Button variant="secondary" onClick={game.stand} disabled={!canAct}>
            Stand
          </Button>
          <Button variant="secondary" onClick={game.double} disabled={!canDouble}>
            Double Down
          </Button>
        </ControlBar>
      )}
      {phase === 'ended' && (
        <ControlBar>
          <Button onClick={game.newGame}>New Game</Button>
        </ControlBar>
      )}
    </FeltTable>
  );
}
