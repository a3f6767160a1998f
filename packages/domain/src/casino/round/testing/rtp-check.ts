import type { Seeds } from '../../fairness/seeds.js';
import { rtpTally } from '../rtp-tally.js';

export const RTP_SEEDS: Omit<Seeds, 'nonce'> = {
  serverSeed: '9b1d3c5e7a9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e3f1c5e2b9d7a4c6e8f',
  clientSeed: 'rtp-unit',
};

/**
 * Plays `rounds` rounds with nonces 0..rounds-1 (deterministic, so the test cannot flake) and answers the measured
 * RTP and the tolerance: `standardErrors` standard errors of the mean return per unit staked.
 */
export function measureRtp(
  rounds: number,
  playOne: (seeds: Seeds) => { stakeCents: number; payoutCents: number },
  standardErrors = 5,
) {
  const tally = rtpTally();
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const { stakeCents, payoutCents } = playOne({ ...RTP_SEEDS, nonce });
    tally.add(stakeCents, payoutCents);
  }
  return { rtp: tally.rtp(), tolerance: standardErrors * tally.standardError() };
}

/** The tolerance from the exact variance of one round's return per unit staked. */
export const toleranceOf = (variance: number, rounds: number, standardErrors = 5) =>
  standardErrors * Math.sqrt(variance / rounds);
