/**
 * Exact expectations of this table's blackjack for an infinite deck, written from the rules independently of the
 * engine: the dealer draws to 17 and stands on soft 17, does not peek (a dealer blackjack takes a doubled stake
 * too), blackjack pays 3:2, double on any first two cards, no split, a hand at 21 stands. The optimal play of each
 * situation is the "basic strategy" that the RTP benchmark plays.
 */
export type BlackjackMove = 'hit' | 'stand' | 'double';

/** Card points with the chance of drawing them: 2-9 each 1/13, ten-valued 4/13, ace (1 here, 11 when soft) 1/13. */
const DRAWS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1].map((points) => ({ points, probability: (points === 10 ? 4 : 1) / 13 }));

/** A hand by its hard total (aces as 1) and whether it holds an ace. */
const best = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** The dealer's final hand from the up card: 17-21, bust (22) or blackjack (0). */
type DealerFinal = Map<number, number>;
const dealerFinals = new Map<number, DealerFinal>();

function dealerFinal(up: number): DealerFinal {
  const cached = dealerFinals.get(up);
  if (cached) return cached;
  const finals: DealerFinal = new Map();
  const add = (total: number, probability: number) => finals.set(total, (finals.get(total) ?? 0) + probability);
  const play = (hard: number, ace: boolean, cards: number, probability: number) => {
    const total = best(hard, ace);
    if (cards === 2 && total === 21) return add(0, probability);
    if (total > 21) return add(22, probability);
    if (total >= 17) return add(total, probability);
    for (const { points, probability: p } of DRAWS)
      play(hard + points, ace || points === 1, cards + 1, probability * p);
  };
  play(up, up === 1, 1, 1);
  dealerFinals.set(up, finals);
  return finals;
}

/** Expected net of standing on `total` (not a blackjack) against the up card, per unit staked. */
function standValue(total: number, up: number): number {
  let value = 0;
  for (const [dealer, probability] of dealerFinal(up)) {
    if (dealer === 0) value -= probability;
    else if (dealer === 22 || total > dealer) value += probability;
    else if (total < dealer) value -= probability;
  }
  return value;
}

const hitValues = new Map<string, number>();

/** Expected net of hitting, then playing on optimally. */
function hitValue(hard: number, ace: boolean, up: number): number {
  const key = `${hard}:${ace}:${up}`;
  const cached = hitValues.get(key);
  if (cached !== undefined) return cached;
  let value = 0;
  for (const { points, probability } of DRAWS) {
    const nextHard = hard + points;
    const nextAce = ace || points === 1;
    const total = best(nextHard, nextAce);
    if (total > 21) value -= probability;
    else if (total === 21) value += probability * standValue(21, up);
    else value += probability * Math.max(standValue(total, up), hitValue(nextHard, nextAce, up));
  }
  hitValues.set(key, value);
  return value;
}

/** Expected net of doubling, per original stake (both stakes ride on one card). */
function doubleValue(hard: number, ace: boolean, up: number): number {
  let value = 0;
  for (const { points, probability } of DRAWS) {
    const total = best(hard + points, ace || points === 1);
    value += probability * (total > 21 ? -1 : standValue(total, up));
  }
  return 2 * value;
}

const bestMoves = new Map<number, BlackjackMove>();

/**
 * The best move for a hand of these card points (aces as 1) against the dealer's up card (ace as 1).
 * `canDouble` is true on the first two cards.
 */
export function bestBlackjackMove(cardPoints: readonly number[], up: number, canDouble: boolean): BlackjackMove {
  const hard = cardPoints.reduce((sum, points) => sum + points, 0);
  const ace = cardPoints.includes(1);
  // A hand's best move depends only on these four facts, so each is worked out once.
  const key = ((hard * 2 + Number(ace)) * 11 + up) * 2 + Number(canDouble);
  const known = bestMoves.get(key);
  if (known) return known;
  const move = compareMoves(hard, ace, up, canDouble);
  bestMoves.set(key, move);
  return move;
}

function compareMoves(hard: number, ace: boolean, up: number, canDouble: boolean): BlackjackMove {
  const moves: [BlackjackMove, number][] = [
    ['stand', standValue(best(hard, ace), up)],
    ['hit', hitValue(hard, ace, up)],
  ];
  if (canDouble) moves.push(['double', doubleValue(hard, ace, up)]);
  return moves.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

export type BlackjackTheory = {
  /** Expected return per opening bet (1 + expected net), the figure blackjack tables quote. */
  returnPerBet: number;
  /** Payout over everything staked, doubles included: the same money ratio as the other games' RTP. */
  rtp: number;
  /** The chance the strategy doubles, i.e. the expected stake is 1 + this per opening bet. */
  doubleRate: number;
};

/** Playing bestBlackjackMove throughout. */
export function blackjackTheory(): BlackjackTheory {
  let net = 0;
  let doubleRate = 0;
  for (const first of DRAWS) {
    for (const second of DRAWS) {
      for (const up of DRAWS) {
        const probability = first.probability * second.probability * up.probability;
        const hard = first.points + second.points;
        const ace = first.points === 1 || second.points === 1;
        if (best(hard, ace) === 21) {
          const dealerBlackjack = dealerFinal(up.points).get(0) ?? 0;
          net += probability * 1.5 * (1 - dealerBlackjack);
          continue;
        }
        const move = bestBlackjackMove([first.points, second.points], up.points, true);
        if (move === 'double') doubleRate += probability;
        const value =
          move === 'double'
            ? doubleValue(hard, ace, up.points)
            : move === 'hit'
              ? hitValue(hard, ace, up.points)
              : standValue(best(hard, ace), up.points);
        net += probability * value;
      }
    }
  }
  return { returnPerBet: 1 + net, rtp: (1 + doubleRate + net) / (1 + doubleRate), doubleRate };
}
