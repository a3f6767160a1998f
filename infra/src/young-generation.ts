import { spawnSync } from 'node:child_process';

const YOUNG_GENERATION_FLAG = '--max-semi-space-size';

/**
 * Runs a command line's `main` with V8's young generation at `semiSpaceMiB` MiB semi-spaces (the default is 16):
 * commands that fold the whole log allocate a few short-lived objects for every event, and a larger young
 * generation collects them less often. Started without the flag, the script runs itself again with it (one more
 * Node start, ~50 ms) and passes on its exit code; the module importing this must load nothing else before.
 */
export async function withYoungGeneration(semiSpaceMiB: number, main: () => Promise<number>): Promise<void> {
  if (process.execArgv.some((arg) => arg.startsWith(YOUNG_GENERATION_FLAG))) {
    process.exitCode = await main();
    return;
  }
  const flag = `${YOUNG_GENERATION_FLAG}=${semiSpaceMiB}`;
  const again = spawnSync(process.execPath, [...process.execArgv, flag, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  if (again.error) throw again.error;
  process.exitCode = again.status ?? 1;
}
