import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eWorldInstant } from './feed-world.js';
import { CHROMIUM_PATH, REPO_ROOT, STACK_ENTRY } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** FEED_EPOCH of every stack the browser specs start (frozen there). */
    feedEpoch: string;
  }
}

const WEB_APPS = ['shell', 'mf-sportsbook', 'mf-casino', 'mf-admin'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * Under `npm test` turbo does not order infra's tests after the web builds (infra does not depend on them),
 * so a web app whose dist is missing or older than its sources (or web-kit's sources) is built here first: the specs
 * must never pass or fail against a stale bundle.
 */
function ensureWebBuilt(app: string): void {
  const dist = join(REPO_ROOT, app, 'dist');
  const built = newestMtime(join(dist, 'mf-manifest.json')) || newestMtime(join(dist, 'index.html'));
  const sources = Math.max(
    newestMtime(join(REPO_ROOT, app, 'src')),
    newestMtime(join(REPO_ROOT, app, 'webpack.config.cjs')),
    newestMtime(join(REPO_ROOT, 'packages/web-kit/src')),
    newestMtime(join(REPO_ROOT, 'packages/web-kit/build')),
  );
  if (built >= sources) return;
  process.stdout.write(`[e2e] building ${app} (dist missing or older than its sources)\n`);
  execFileSync('npm', ['run', 'build', '--workspace', app], { cwd: REPO_ROOT, stdio: 'inherit' });
}

export default async function setup(project: TestProject): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  if (!existsSync(STACK_ENTRY)) throw new Error(`${STACK_ENTRY} is missing: build infra first (npm run build)`);
  const webKit = join(REPO_ROOT, 'packages/web-kit');
  if (newestMtime(join(webKit, 'dist')) < newestMtime(join(webKit, 'src'))) {
    process.stdout.write('[e2e] building packages/web-kit (dist missing or older than its sources)\n');
    execFileSync('npm', ['run', 'build', '--workspace', 'packages/web-kit'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  WEB_APPS.forEach(ensureWebBuilt);
  const feedEpoch = await e2eWorldInstant();
  process.stdout.write(`[e2e] simulated world frozen at ${feedEpoch}\n`);
  project.provide('feedEpoch', feedEpoch);
}
