import { rtpTally, type RtpSums } from '@sb/domain';

/** Two-sided 99% normal quantile. */
const Z_99 = 2.5758293035489004;

export type RtpEstimate = { rounds: number; rtp: number; standardError: number; low: number; high: number };

/** The measured RTP with its 99% confidence interval (normal approximation: millions of rounds). */
export function estimate(sums: RtpSums): RtpEstimate {
  const tally = rtpTally(sums);
  const rtp = tally.rtp();
  const standardError = tally.standardError();
  return { rounds: sums.rounds, rtp, standardError, low: rtp - Z_99 * standardError, high: rtp + Z_99 * standardError };
}
