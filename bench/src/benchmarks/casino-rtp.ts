import { availableParallelism } from 'node:os';
import { mergeRtpSums, type CasinoGame, type RtpSums } from '@sb/domain';
import type { Benchmark, Measurement } from '../benchmark.js';
import { estimate } from '../casino-rtp/confidence.js';
import { CASINO_GAMES, MEASURED_BETS } from '../casino-rtp/measured-bets.js';
import type { RoundsJob, RoundsResult } from '../casino-rtp/play-rounds.js';
import { runPool } from '../casino-rtp/run-pool.js';

/** At least 10 million rounds per game (issue 12); CASINO_RTP_ROUNDS overrides it for a quick look. */
const ROUNDS_PER_GAME = Number(process.env.CASINO_RTP_ROUNDS ?? 10_000_000);
const ROUNDS_PER_JOB = 500_000;
/** Two threads at most: the machine is shared, and the run must stay within about ten minutes. */
const THREADS = Math.min(2, availableParallelism());

const percent = (ratio: number) => `${(ratio * 100).toFixed(3)}%`;

export const casinoRtpBenchmark: Benchmark = {
  name: 'casino-rtp',
  description:
    `Return to player of every casino bet over ${ROUNDS_PER_GAME.toLocaleString('en-US')} rounds per game, each ` +
    'drawn with the provably fair HMAC-SHA256 scheme (fixed seeds, nonces 0..n-1) and played by the domain engines ' +
    '(blackjack by basic strategy, doubles included), against the exact figure of each bet.',
  async run() {
    const jobs: RoundsJob[] = CASINO_GAMES.flatMap((game) =>
      Array.from({ length: Math.ceil(ROUNDS_PER_GAME / ROUNDS_PER_JOB) }, (_, index) => ({
        game,
        fromNonce: index * ROUNDS_PER_JOB,
        toNonce: Math.min(ROUNDS_PER_GAME, (index + 1) * ROUNDS_PER_JOB),
      })),
    );
    const sums = new Map<string, RtpSums>();
    const timing = new Map<CasinoGame, { rounds: number; elapsedMs: number }>();
    const started = performance.now();
    await runPool(jobs, THREADS, (result: RoundsResult) => {
      for (const [bet, betSums] of Object.entries(result.sums)) {
        const key = `${result.game}/${bet}`;
        const known = sums.get(key);
        sums.set(key, known ? mergeRtpSums(known, betSums) : betSums);
      }
      const spent = timing.get(result.game) ?? { rounds: 0, elapsedMs: 0 };
      timing.set(result.game, { rounds: spent.rounds + result.rounds, elapsedMs: spent.elapsedMs + result.elapsedMs });
      const done = timing.get(result.game)?.rounds ?? 0;
      console.error(
        `  ${result.game}: ${done.toLocaleString('en-US')} of ${ROUNDS_PER_GAME.toLocaleString('en-US')} rounds`,
      );
    });
    const wallSeconds = (performance.now() - started) / 1000;

    const bets = MEASURED_BETS.map((bet) => {
      const betSums = sums.get(`${bet.game}/${bet.bet}`);
      if (!betSums) throw new Error(`No rounds for ${bet.game}/${bet.bet}`);
      const measured = estimate(betSums);
      return {
        ...bet,
        ...measured,
        theoryInInterval: measured.low <= bet.theoreticalRtp && bet.theoreticalRtp <= measured.high,
      };
    });
    const measurements: Measurement[] = [
      ...bets.map((bet) => ({
        metric: `${bet.label} RTP`,
        value: bet.rtp * 100,
        unit: '%',
        detail:
          `${percent(bet.rtp)}, 99% CI ${percent(bet.low)} to ${percent(bet.high)}; exact ${percent(bet.theoreticalRtp)}` +
          `${bet.theoryInInterval ? '' : ' (outside the interval)'}; ${bet.rounds.toLocaleString('en-US')} rounds`,
      })),
      ...CASINO_GAMES.map((game) => {
        const { rounds, elapsedMs } = timing.get(game) ?? { rounds: 0, elapsedMs: 0 };
        return {
          metric: `${game} rounds per second per thread`,
          value: (rounds * 1000) / elapsedMs,
          unit: 'rounds/s',
          detail: `draw (HMAC-SHA256, @noble/hashes) + engine + tally, ${rounds.toLocaleString('en-US')} rounds`,
        };
      }),
      { metric: 'Wall time', value: wallSeconds, unit: 's', detail: `${THREADS} worker threads` },
    ];
    return { measurements, details: { roundsPerGame: ROUNDS_PER_GAME, threads: THREADS, bets } };
  },
};
