/**
 * A bet's exact long-run figures per unit staked: `rtp` is the expected return (payout / stake, stake included)
 * and `variance` the variance of one round's return, which sizes the tolerance of the RTP tests and benchmark.
 */
export type GameTheory = { rtp: number; variance: number };

/** From the distribution of a round's return multiplier (probabilities summing to 1). */
export function theoryOf(outcomes: readonly { probability: number; multiplier: number }[]): GameTheory {
  const rtp = outcomes.reduce((sum, { probability, multiplier }) => sum + probability * multiplier, 0);
  const square = outcomes.reduce((sum, { probability, multiplier }) => sum + probability * multiplier ** 2, 0);
  return { rtp, variance: square - rtp ** 2 };
}
