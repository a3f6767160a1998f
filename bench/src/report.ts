import { mkdir, writeFile } from 'node:fs/promises';
import { arch, availableParallelism, cpus, loadavg, platform } from 'node:os';
import type { Benchmark, BenchmarkResult, Measurement } from './benchmark.js';

export type Environment = {
  node: string;
  platform: string;
  arch: string;
  cores: number;
  cpu: string;
  /** 1-minute load average when the run started: figures from a busy machine are not comparable. */
  loadAverage: number;
};

export type BenchmarkReport = BenchmarkResult & {
  benchmark: string;
  description: string;
  date: string;
  environment: Environment;
};

export function currentEnvironment(): Environment {
  return {
    node: process.version,
    platform: platform(),
    arch: arch(),
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    loadAverage: Number((loadavg()[0] ?? 0).toFixed(2)),
  };
}

export function toReport(benchmark: Benchmark, result: BenchmarkResult, date: Date, environment: Environment) {
  const report: BenchmarkReport = {
    benchmark: benchmark.name,
    description: benchmark.description,
    date: date.toISOString(),
    environment,
    ...result,
  };
  return report;
}

const formatValue = ({ value }: Measurement): string =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(value >= 10 ? 1 : 3);

export function toMarkdown({ benchmark, description, date, environment, measurements }: BenchmarkReport): string {
  const { node, platform, arch, cores, cpu, loadAverage } = environment;
  return [
    `# Benchmark: ${benchmark}`,
    '',
    description,
    '',
    `Run ${date} on Node ${node}, ${platform}/${arch}, ${cores} cores (${cpu}), load average ${loadAverage} at start.`,
    '',
    '| Metric | Value | Unit | How |',
    '| --- | ---: | --- | --- |',
    ...measurements.map((m) => `| ${m.metric} | ${formatValue(m)} | ${m.unit} | ${m.detail ?? ''} |`),
    '',
  ].join('\n');
}

/** Writes `<name>.json` and `<name>.md` into the results folder and returns their paths. */
export async function writeReport(report: BenchmarkReport, resultsDir: URL): Promise<string[]> {
  await mkdir(resultsDir, { recursive: true });
  const json = new URL(`${report.benchmark}.json`, resultsDir);
  const markdown = new URL(`${report.benchmark}.md`, resultsDir);
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(markdown, toMarkdown(report));
  return [json.pathname, markdown.pathname];
}
