import type { Benchmark } from '../benchmark.js';

/**
 * Every benchmark by the name given on the command line. Loaded lazily, so running one benchmark does not open the
 * others' dependencies. Adding a benchmark: a module in this folder exporting a Benchmark, plus one line here.
 */
export const benchmarks: Record<string, () => Promise<Benchmark>> = {
  'event-store': async () => (await import('./event-store.js')).eventStoreBenchmark,
  'bet-placement': async () => (await import('./bet-placement.js')).betPlacementBenchmark,
  'web-bundles': async () => (await import('./web-bundles.js')).webBundlesBenchmark,
  'catalogue-polling': async () => (await import('./catalogue-polling.js')).cataloguePollingBenchmark,
  audit: async () => (await import('./audit.js')).auditBenchmark,
  'casino-rtp': async () => (await import('./casino-rtp.js')).casinoRtpBenchmark,
  'cold-wallet-load': async () => (await import('./cold-wallet-load.js')).coldWalletLoadBenchmark,
  'no-stalls': async () => (await import('./no-stalls.js')).noStallsBenchmark,
  scale: async () => (await import('./scale.js')).scaleBenchmark,
  web: async () => (await import('./web.js')).webBenchmark,
};
