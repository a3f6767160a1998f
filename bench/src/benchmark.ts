/** One line of a benchmark's table: a measured figure with its unit. */
export type Measurement = {
  metric: string;
  value: number;
  unit: string;
  /** How it was measured (sample size, batch size...), shown beside the figure. */
  detail?: string;
};

export type BenchmarkResult = {
  measurements: Measurement[];
  /** Any further figures worth keeping in the JSON (raw timings, configuration). */
  details?: Record<string, unknown>;
};

/** A benchmark is a module exporting one of these; cli.ts finds it by name. */
export type Benchmark = {
  name: string;
  description: string;
  run(): Promise<BenchmarkResult>;
};
