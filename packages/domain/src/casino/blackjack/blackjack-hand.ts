import { ruleBroken } from '../../shared/domain-error.js';
import type { Card, PlayingCard } from '../cards/playing-card.js';
import type { CasinoAction } from '../round/casino-round.js';
import { notAnActionOf, roundIsOver } from '../round/round-actions.js';
import { blackjackCard, handTotal, isBlackjack } from './blackjack-points.js';
import type { BlackjackHandStatus } from './blackjack-outcome.js';

/** Where the cards come from: the provably fair draw in play, a fixed list in specs. */
export type DrawCard = () => PlayingCard;

/** One blackjack round between two actions. */
export type BlackjackHand = {
  /** The opening bet; a double stakes it once more. */
  betCents: number;
  doubled: boolean;
  player: Card[];
  /** Both dealer cards from the deal; only the first is shown until the round ends. */
  dealer: Card[];
  /** Once not active, the round is over: the dealer has revealed the hole card (and played if the player stood). */
  playerStatus: BlackjackHandStatus;
};

/** Dealt in the order player, dealer up, player, dealer hole. A player blackjack ends the round at once. */
export function dealBlackjack(betCents: number, draw: DrawCard): BlackjackHand {
  const [player1, dealerUp, player2, dealerHole] = [draw(), draw(), draw(), draw()].map(blackjackCard);
  const player = [player1, player2] as Card[];
  return {
    betCents,
    doubled: false,
    player,
    dealer: [dealerUp, dealerHole] as Card[],
    playerStatus: isBlackjack(player) ? 'blackjack' : 'active',
  };
}

export const isHandOver = (hand: BlackjackHand) => hand.playerStatus !== 'active';

export const canDouble = (hand: BlackjackHand) => hand.playerStatus === 'active' && hand.player.length === 2;

export function allowedBlackjackActions(hand: BlackjackHand): CasinoAction[] {
  if (isHandOver(hand)) return [];
  return canDouble(hand) ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
}

export function actOnBlackjack(hand: BlackjackHand, action: CasinoAction, draw: DrawCard): BlackjackHand {
  if (isHandOver(hand)) throw roundIsOver();
  switch (action) {
    case 'hit':
      return afterCard(changed(hand, { player: [...hand.player, blackjackCard(draw())] }), draw);
    case 'stand':
      return dealerPlays(changed(hand, { playerStatus: 'stood' }), draw);
    case 'double':
      if (!canDouble(hand)) throw ruleBroken('You can only double down on your first two cards');
      // One card, then the hand stands whatever it shows.
      return afterCard(changed(hand, { doubled: true, player: [...hand.player, blackjackCard(draw())] }), draw, true);
    default:
      throw notAnActionOf('blackjack', action);
  }
}

/** A hand that reaches 21 stands by itself: no card can improve it. */
function afterCard(hand: BlackjackHand, draw: DrawCard, lastCard = false): BlackjackHand {
  const total = handTotal(hand.player);
  if (total > 21) return changed(hand, { playerStatus: 'busted' });
  if (total === 21 || lastCard) return dealerPlays(changed(hand, { playerStatus: 'stood' }), draw);
  return hand;
}

/** The dealer draws below 17 and stands on every 17, soft ones included. */
function dealerPlays(hand: BlackjackHand, draw: DrawCard): BlackjackHand {
  const dealer = [...hand.dealer];
  while (handTotal(dealer) < 17) dealer.push(blackjackCard(draw()));
  return changed(hand, { dealer });
}

/** The next hand, built field by field (object spreads were a large share of the RTP benchmark's time). */
const changed = (hand: BlackjackHand, change: Partial<BlackjackHand>): BlackjackHand => ({
  betCents: hand.betCents,
  doubled: change.doubled ?? hand.doubled,
  player: change.player ?? hand.player,
  dealer: change.dealer ?? hand.dealer,
  playerStatus: change.playerStatus ?? hand.playerStatus,
});
