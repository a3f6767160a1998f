import type { Card } from '../cards/playing-card.js';
import type { RoundStep } from '../round/casino-round.js';
import { lostMessage, wonMessage } from '../round/round-messages.js';
import { allowedBlackjackActions, isHandOver, type BlackjackHand } from './blackjack-hand.js';
import type { BlackjackHandStatus, BlackjackOutcome, BlackjackResult } from './blackjack-outcome.js';
import { handTotal, isBlackjack } from './blackjack-points.js';

type Settlement = { result: BlackjackResult; payoutCents: number; message: string };

/** The round as the player sees it: while open, the dealer's hole card stays hidden. */
export function blackjackStep(hand: BlackjackHand): RoundStep {
  const stakeCents = hand.doubled ? hand.betCents * 2 : hand.betCents;
  if (!isHandOver(hand)) {
    const allowedActions = allowedBlackjackActions(hand);
    return {
      complete: false,
      stakeCents,
      payoutCents: 0,
      message: allowedActions.includes('double') ? 'Hit, stand or double down?' : 'Hit or stand?',
      allowedActions,
      outcome: outcome(hand, hand.dealer.slice(0, 1), 'active', null),
    };
  }
  const { result, payoutCents, message } = settle(hand, stakeCents);
  return {
    complete: true,
    stakeCents,
    payoutCents,
    message,
    allowedActions: [],
    outcome: outcome(hand, hand.dealer, dealerStatus(hand.dealer), result),
  };
}

function settle(hand: BlackjackHand, stakeCents: number): Settlement {
  const dealerBlackjack = isBlackjack(hand.dealer);
  const lose = (message: string): Settlement => ({
    result: 'lose',
    payoutCents: 0,
    message: `${message} ${lostMessage(stakeCents)}`,
  });
  const push = (message: string): Settlement => ({ result: 'push', payoutCents: stakeCents, message });
  const win = (message: string): Settlement => ({
    result: 'win',
    payoutCents: stakeCents * 2,
    message: `${message} ${wonMessage(stakeCents)}`,
  });

  if (hand.playerStatus === 'blackjack') {
    if (dealerBlackjack) return push('Push! Both have blackjack. Your bet is returned.');
    // 3:2, floored to the cent (a bet in $5 chips never needs it).
    const winningsCents = Math.floor((stakeCents * 3) / 2);
    return {
      result: 'blackjack',
      payoutCents: stakeCents + winningsCents,
      message: `Blackjack! ${wonMessage(winningsCents)}`,
    };
  }
  if (hand.playerStatus === 'busted') return lose('Bust!');
  // A dealer blackjack beats every other hand, a three-card 21 included.
  if (dealerBlackjack) return lose('Dealer has blackjack.');
  const player = handTotal(hand.player);
  const dealer = handTotal(hand.dealer);
  if (dealer > 21) return win('Dealer busts!');
  if (player > dealer) return win(`${player} beats ${dealer}!`);
  if (player < dealer) return lose(`Dealer wins with ${dealer}.`);
  return push(`Push! ${player} each. Your bet is returned.`);
}

/** Once the round is over: the dealer's hand as it ended (it stays as dealt when the player busted or had blackjack). */
function dealerStatus(dealer: readonly Card[]): BlackjackHandStatus {
  if (isBlackjack(dealer)) return 'blackjack';
  return handTotal(dealer) > 21 ? 'busted' : 'stood';
}

function outcome(
  hand: BlackjackHand,
  dealerCards: Card[],
  dealerStatus: BlackjackHandStatus,
  result: BlackjackResult | null,
): BlackjackOutcome {
  return {
    game: 'blackjack',
    playerCards: hand.player,
    dealerCards,
    playerTotal: handTotal(hand.player),
    dealerTotal: handTotal(dealerCards),
    playerStatus: hand.playerStatus,
    dealerStatus,
    result,
  };
}
