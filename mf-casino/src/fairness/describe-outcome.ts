import type { TCasinoOutcome } from '@sb/contracts';

const cards = (list: { rank: string; suit: string }[]) =>
  list.map((card) => `${card.rank}${card.suit[0]!.toUpperCase()}`).join(' ');

/** A round's outcome in one line of text, the same for the recorded and the recomputed one. */
export function describeOutcome(outcome: TCasinoOutcome): string {
  switch (outcome.game) {
    case 'roulette':
      return `Pocket ${outcome.pocket} ${outcome.colour}`;
    case 'slots':
      return `${outcome.reels.join(' ')} (${outcome.multiplier}x)`;
    case 'baccarat':
      return `Player ${cards(outcome.playerCards)} = ${outcome.playerTotal}, Banker ${cards(outcome.bankerCards)} = ${outcome.bankerTotal}: ${outcome.winner}`;
    case 'blackjack':
      return `Player ${cards(outcome.playerCards)} = ${outcome.playerTotal}, Dealer ${cards(outcome.dealerCards)} = ${outcome.dealerTotal}: ${outcome.result ?? 'open'}`;
    case 'craps':
      return `Rolls ${outcome.rolls.map((roll) => roll.total).join(', ')}: ${outcome.result ?? 'open'}`;
  }
}
