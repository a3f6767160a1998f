/**
 * Measured return to player over many rounds: total payout over total stake, with its standard error by the delta
 * method for a ratio (a blackjack round's stake varies with doubles; for fixed stakes it is sd(return) / sqrt(n)).
 * Shared by the RTP unit tests and the benchmark (whose workers send their sums to be merged) so both measure
 * the same way.
 */
export type RtpSums = {
  rounds: number;
  stake: number;
  payout: number;
  stakeSquares: number;
  payoutSquares: number;
  products: number;
};

export type RtpTally = {
  add(stakeCents: number, payoutCents: number): void;
  readonly rounds: number;
  sums(): RtpSums;
  rtp(): number;
  standardError(): number;
};

const NO_ROUNDS: RtpSums = { rounds: 0, stake: 0, payout: 0, stakeSquares: 0, payoutSquares: 0, products: 0 };

export function mergeRtpSums(left: RtpSums, right: RtpSums): RtpSums {
  return {
    rounds: left.rounds + right.rounds,
    stake: left.stake + right.stake,
    payout: left.payout + right.payout,
    stakeSquares: left.stakeSquares + right.stakeSquares,
    payoutSquares: left.payoutSquares + right.payoutSquares,
    products: left.products + right.products,
  };
}

export function rtpTally(from: RtpSums = NO_ROUNDS): RtpTally {
  const sums = { ...from };
  const rtp = () => sums.payout / sums.stake;
  return {
    add(stakeCents, payoutCents) {
      sums.rounds += 1;
      sums.stake += stakeCents;
      sums.payout += payoutCents;
      sums.stakeSquares += stakeCents * stakeCents;
      sums.payoutSquares += payoutCents * payoutCents;
      sums.products += stakeCents * payoutCents;
    },
    get rounds() {
      return sums.rounds;
    },
    sums: () => ({ ...sums }),
    rtp,
    standardError() {
      const { rounds, stake, payout, stakeSquares, payoutSquares, products } = sums;
      const ratio = rtp();
      // Sample variance of (payout - ratio * stake) per round, from the sums.
      const residualSquares = payoutSquares - 2 * ratio * products + ratio * ratio * stakeSquares;
      const residual = payout - ratio * stake;
      const variance = (residualSquares - (residual * residual) / rounds) / (rounds - 1);
      return Math.sqrt(variance / rounds) / (stake / rounds);
    },
  };
}
