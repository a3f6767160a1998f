export type { Benchmark, BenchmarkResult, Measurement } from './benchmark.js';
export { benchmarks } from './benchmarks/index.js';
