import { benchmarks } from './benchmarks/index.js';
import { currentEnvironment, toMarkdown, toReport, writeReport } from './report.js';

/** `node dist/cli.js <benchmark>`: runs it, prints JSON and a markdown table, writes both to bench/results/. */
const RESULTS_DIR = new URL('../results/', import.meta.url);

async function main(name: string | undefined): Promise<number> {
  const load = name === undefined ? undefined : benchmarks[name];
  if (!load) {
    console.error(`Usage: npm run bench -- <benchmark>\nBenchmarks: ${Object.keys(benchmarks).join(', ')}`);
    return name === '--help' ? 0 : 1;
  }
  const benchmark = await load();
  console.error(`Running ${benchmark.name}: ${benchmark.description}`);
  const result = await benchmark.run();
  const report = toReport(benchmark, result, new Date(), currentEnvironment());
  console.log(JSON.stringify(report, null, 2));
  console.log(toMarkdown(report));
  const written = await writeReport(report, RESULTS_DIR);
  console.error(`Wrote ${written.join(' and ')}`);
  return 0;
}

process.exitCode = await main(process.argv[2]);
