import { theoryOf, type GameTheory } from '../round/game-theory.js';
import type { BaccaratChoice, BaccaratWinner } from './baccarat-outcome.js';
import { bankerDraws, isNatural, playerDraws } from './third-card-rules.js';

/** Infinite deck: a card is worth 0 with chance 4/13 (10, J, Q, K) and each of 1-9 with 1/13. */
const POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((points) => ({ points, probability: (points === 0 ? 4 : 1) / 13 }));

/**
 * The exact chance of each winner for an infinite deck, by walking every sequence of card points the rules can
 * deal (the third-card rules are shared with the engine and pinned by their own table spec; the dealing, the
 * totals and the comparison here are written independently of deal-baccarat.ts).
 */
export function baccaratWinnerProbabilities(): Record<BaccaratWinner, number> {
  const chances: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  const record = (player: number, banker: number, probability: number) => {
    const winner: BaccaratWinner = player === banker ? 'tie' : player > banker ? 'player' : 'banker';
    chances[winner] += probability;
  };
  for (const p1 of POINTS) {
    for (const b1 of POINTS) {
      for (const p2 of POINTS) {
        for (const b2 of POINTS) {
          const player = (p1.points + p2.points) % 10;
          const banker = (b1.points + b2.points) % 10;
          const dealt = p1.probability * b1.probability * p2.probability * b2.probability;
          if (isNatural(player) || isNatural(banker)) record(player, banker, dealt);
          else if (!playerDraws(player)) bankerThird(player, banker, null, dealt, record);
          else {
            for (const third of POINTS) {
              bankerThird((player + third.points) % 10, banker, third.points, dealt * third.probability, record);
            }
          }
        }
      }
    }
  }
  return chances;
}

function bankerThird(
  player: number,
  banker: number,
  playerThirdCard: number | null,
  probability: number,
  record: (player: number, banker: number, probability: number) => void,
) {
  if (!bankerDraws(banker, playerThirdCard)) return record(player, banker, probability);
  for (const third of POINTS) record(player, (banker + third.points) % 10, probability * third.probability);
}

/** Player 1:1, banker 0.95:1 (exact for $5 chips), tie 8:1; a tie returns a player or banker bet. */
export function baccaratTheory(choice: BaccaratChoice): GameTheory {
  const { player, banker, tie } = baccaratWinnerProbabilities();
  if (choice === 'tie') {
    return theoryOf([
      { probability: tie, multiplier: 9 },
      { probability: 1 - tie, multiplier: 0 },
    ]);
  }
  const [win, lose] = choice === 'player' ? [player, banker] : [banker, player];
  return theoryOf([
    { probability: win, multiplier: choice === 'player' ? 2 : 1.95 },
    { probability: tie, multiplier: 1 },
    { probability: lose, multiplier: 0 },
  ]);
}
