import type { TBaccaratChoice } from '@sb/contracts';
import { Badge, Button } from '@sb/web-kit';
import styled from 'styled-components';
import { ChipRack } from '../shared/chip-rack';
import { ControlBar, FeltLabel, FeltTable, Hint } from '../shared/felt-table';
import { ResultLine, toneOfNet } from '../shared/result-line';
import { BaccaratHand } from './baccarat-hand';
import { PHASE_TEXT, useBaccarat } from './use-baccarat';

const Hands = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

const Middle = styled.div`
  display: flex;
  justify-content: center;
  min-height: 24px;
`;

const ChoiceButton = styled.button`
  display: grid;
  gap: 2px;
  min-width: 92px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: 10px;
  border: 2px solid rgba(255, 255, 255, 0.45);
  background: rgba(0, 0, 0, 0.25);
  color: #fff;
  font-weight: 800;
  cursor: pointer;
  small {
    color: #fcd34d;
    font-weight: 700;
  }
  &[aria-pressed='true'] {
    border-color: #fcd34d;
    background: rgba(252, 211, 77, 0.2);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const CHOICES: { choice: TBaccaratChoice; label: string; pays: string }[] = [
  { choice: 'player', label: 'Player', pays: '1:1' },
  { choice: 'tie', label: 'Tie', pays: '8:1' },
  { choice: 'banker', label: 'Banker', pays: '0.95:1' },
];

/** Baccarat: Player, Tie or Banker; the server's cards dealt in the spec's phases, 'Winner!' or 'Tie'. */
export function BaccaratGame() {
  const game = useBaccarat();
  const { round, shown, phase } = game;
  const outcome = round?.outcome;
  const complete = phase === 'complete' && !!outcome;
  const betting = phase === 'betting';
  const missing = game.chip === null ? 'Choose a chip' : game.choice === null ? 'Choose Player, Tie or Banker' : null;
  const message = game.error ?? (complete ? round.message : (PHASE_TEXT[phase] ?? ''));

  return (
    <FeltTable>
      <Hands>
        <BaccaratHand
          name="Player"
          cards={outcome?.playerCards.slice(0, shown.player) ?? []}
          total={complete ? outcome.playerTotal : null}
          winner={complete && outcome.winner === 'player'}
        />
        <BaccaratHand
          name="Banker"
          cards={outcome?.bankerCards.slice(0, shown.banker) ?? []}
          total={complete ? outcome.bankerTotal : null}
          winner={complete && outcome.winner === 'banker'}
        />
      </Hands>
      <Middle>{complete && outcome.winner === 'tie' && <Badge $tone="pending">Tie</Badge>}</Middle>
      <ResultLine
        message={message}
        tone={game.error ? 'error' : complete ? toneOfNet(round.netChange, true) : 'neutral'}
      />
      <ControlBar role="group" aria-label="Bet on">
        {CHOICES.map(({ choice, label, pays }) => (
          <ChoiceButton
            key={choice}
            type="button"
            aria-pressed={game.choice === choice}
            aria-label={`${label} pays ${pays}`}
            disabled={!betting}
            onClick={() => game.setChoice(choice)}
          >
            {label}
            <small aria-hidden>{pays}</small>
          </ChoiceButton>
        ))}
      </ControlBar>
      <ControlBar>
        <FeltLabel>Chip</FeltLabel>
        <ChipRack selected={game.chip} onSelect={game.setChip} locked={!betting} />
      </ControlBar>
      <ControlBar>
        <Button
          onClick={game.deal}
          disabled={missing !== null || !betting}
          loading={phase === 'initial' || phase === 'third'}
        >
          Deal
        </Button>
        <Button variant="secondary" onClick={game.newGame} disabled={phase === 'initial' || phase === 'third'}>
          New Game
        </Button>
      </ControlBar>
      {missing && betting && <Hint>{missing} to deal.</Hint>}
    </FeltTable>
  );
}
