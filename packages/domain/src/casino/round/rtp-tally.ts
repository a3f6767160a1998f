/**
 * Measured return to player over many rounds: total payout over total stake, with its standard error by the delta
 * method for a ratio (a blackjack round's stake varies with doubles; for fixed stakes it is sd(return) / sqrt(n)).
 * Shared by the RTP unit tests and the benchmark so both measure the same way.
 */
export type RtpTally = {
  add(stakeCents: number, payoutCents: number): void;
  readonly rounds: number;
  rtp(): number;
  standardError(): number;
};

export function rtpTally(): RtpTally {
  let rounds = 0;
  let stake = 0;
  let payout = 0;
  let stakeSquares = 0;
  let payoutSquares = 0;
  let products = 0;
  const rtp = () => payout / stake;
  return {
    add(stakeCents, payoutCents) {
      rounds += 1;
      stake += stakeCents;
      payout += payoutCents;
      stakeSquares += stakeCents * stakeCents;
      payoutSquares += payoutCents * payoutCents;
      products += stakeCents * payoutCents;
    },
    get rounds() {
      return rounds;
    },
    rtp,
    standardError() {
      const ratio = rtp();
      const meanStake = stake / rounds;
      // Variance of (payout - ratio * stake) per round, from the sums.
      const residualSquares = payoutSquares - 2 * ratio * products + ratio * ratio * stakeSquares;
      const residual = payout - ratio * stake;
      const variance = (residualSquares - (residual * residual) / rounds) / (rounds - 1);
      return Math.sqrt(variance / rounds) / meanStake;
    },
  };
}
