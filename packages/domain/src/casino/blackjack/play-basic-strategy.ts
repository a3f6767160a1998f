import { floatStream } from '../fairness/float-stream.js';
import type { Seeds } from '../fairness/seeds.js';
import type { CasinoAction, RoundResult } from '../round/casino-round.js';
import { basicStrategy } from './basic-strategy.js';
import { actOnBlackjack, canDouble, dealBlackjack, isHandOver } from './blackjack-hand.js';
import { cardsFrom } from './replay-blackjack.js';
import { blackjackStep } from './settle-blackjack.js';

/**
 * A whole round played by basic strategy in one pass over the draw (the RTP benchmark's player). It drives the same
 * engine steps playRound replays, so replaying the returned actions through playRound gives the same result.
 */
export function playBasicStrategy(stakeCents: number, seeds: Seeds): { actions: CasinoAction[]; result: RoundResult } {
  const floats = floatStream(seeds);
  const draw = cardsFrom(floats);
  const actions: CasinoAction[] = [];
  let hand = dealBlackjack(stakeCents, draw);
  while (!isHandOver(hand)) {
    const [dealerUp] = hand.dealer;
    if (dealerUp === undefined) throw new Error('A dealt hand has a dealer up card');
    const action = basicStrategy(hand.player, dealerUp, canDouble(hand));
    actions.push(action);
    hand = actOnBlackjack(hand, action, draw);
  }
  return { actions, result: { ...blackjackStep(hand), floatsUsed: floats.used } };
}
