import type { TCasinoOutcome, TCasinoRound } from '@sb/contracts';
import { playRound, serverSeedHash } from '@sb/domain';
import { describeOutcome } from './describe-outcome';

export type Verification =
  | { kind: 'verified' | 'mismatch'; recomputed: string; recorded: string; hashMatches: boolean }
  | { kind: 'failed'; reason: string };

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/**
 * Replays a finished round in the browser from its revealed server seed, client seed, nonce, opening bet and
 * actions with @sb/domain's playRound (the function the server decides with), and compares the outcome and
 * payout with what was recorded; the revealed seed must also hash to the commitment shown before play.
 */
export function verifyRound(round: TCasinoRound): Verification {
  if (round.serverSeed === null) return { kind: 'failed', reason: 'The server seed is not revealed yet.' };
  try {
    const replay = playRound({
      opening: round.opening,
      stakeCents: Math.round(round.openingBet * 100),
      actions: round.actions,
      seeds: { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    });
    const recomputed = replay.outcome as TCasinoOutcome;
    const hashMatches = serverSeedHash(round.serverSeed) === round.serverSeedHash;
    const same = sameValue(recomputed, round.outcome) && replay.payoutCents === Math.round(round.payout * 100);
    return {
      kind: same && hashMatches ? 'verified' : 'mismatch',
      hashMatches,
      recomputed: describeOutcome(recomputed),
      recorded: describeOutcome(round.outcome),
    };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : 'The round could not be replayed.' };
  }
}
