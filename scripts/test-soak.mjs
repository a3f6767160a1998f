// `npm run test:soak`: the proof that the suite does not depend on the hour or on a quiet machine.
// 1. The integration and browser specs (infra's tests) once per start instant in SOAK_EPOCHS: six hours spread
//    over the day and the week; each run freezes the simulated world at (or just after) that instant.
// 2. The whole `npm test` once more with both cores kept busy by a CPU burner started here.
// Stops at the first failure; prints one line per run with its duration. Uses only Node built-ins.
import { spawn, spawnSync } from 'node:child_process';

const EPOCHS = (
  process.env.SOAK_EPOCHS ??
  '2026-11-16T03:10:00Z,2026-11-17T08:40:00Z,2026-11-18T12:25:00Z,2026-11-19T17:55:00Z,2026-11-21T21:05:00Z,2026-11-22T23:50:00Z'
).split(',');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

const run = (label, command, args, extraEnv = {}) => {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[soak] ${label}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds} s`);
  if (status !== 0) process.exit(status ?? 1);
};

run('install and build', 'sh', [
  '-c',
  'node scripts/ensure-installed.mjs && npx turbo run build --output-logs=errors-only',
]);
for (const epoch of EPOCHS) {
  run(`integration and browser specs from ${epoch}`, 'npm', ['test', '--workspace', 'infra'], {
    TEST_FEED_EPOCH: epoch,
  });
}

const burners = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
try {
  run('npm test with both cores busy', 'npm', ['test']);
} finally {
  for (const burner of burners) burner.kill('SIGKILL');
}
