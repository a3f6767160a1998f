import { fileURLToPath } from 'node:url';
import type { Benchmark, Measurement } from '../benchmark.js';
import type { FileSize } from '../web-bundles/compressed-size.js';
import { compressedSize, kib, sum } from '../web-bundles/compressed-size.js';
import type { PageVisit } from '../web-bundles/loaded-scripts.js';
import { scriptsLoadedBy } from '../web-bundles/loaded-scripts.js';
import { REMOTE_FOLDERS, startStaticSite } from '../web-bundles/static-site.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The budget: the JavaScript of a signed-out first visit to / stays under 150 KiB gzip. */
export const FIRST_LOAD_BUDGET_KIB = 150;

const VISITS: Record<string, PageVisit> = {
  'first load of / signed out': { path: '/', signedIn: false, readyText: 'Welcome Back' },
  'first load of /mini-games signed in': { path: '/mini-games', signedIn: true, readyText: 'Plinko' },
  'first load of /casino signed in': { path: '/casino', signedIn: true, readyText: 'Popular games' },
};

/** What the casino lobby fetched from its own remote: no game (each is its own chunk) and no shared library. */
function casinoShare(sizes: FileSize[]): Measurement {
  const own = sizes.filter((size) => size.path.startsWith('/remotes/mf-casino/'));
  return {
    metric: 'first load of /casino signed in: of which mf-casino',
    value: kib(sum(own, 'gzip')),
    unit: 'KiB gzip',
    detail: `${own.length} files (${own.map((size) => size.path.replace('/remotes/mf-casino/', '')).join(', ')})`,
  };
}

function visitMeasurement(label: string, sizes: FileSize[]): Measurement {
  return {
    metric: `${label}: JavaScript`,
    value: kib(sum(sizes, 'gzip')),
    unit: 'KiB gzip',
    detail: `${sizes.length} files, ${kib(sum(sizes, 'raw'))} KiB raw, ${kib(sum(sizes, 'brotli'))} KiB brotli`,
  };
}

export const webBundlesBenchmark: Benchmark = {
  name: 'web-bundles',
  description:
    'JavaScript a browser downloads on a first visit (cache empty), measured by loading the built shell and ' +
    `remotes in Chromium, and the size of each remoteEntry.js. Budget for / signed out: ${FIRST_LOAD_BUDGET_KIB} KiB gzip.`,
  async run() {
    const site = await startStaticSite(REPO_ROOT);
    try {
      const measurements: Measurement[] = [];
      const files: Record<string, FileSize[]> = {};
      for (const [label, visit] of Object.entries(VISITS)) {
        const scripts = await scriptsLoadedBy(site.url, visit);
        files[label] = scripts.map((path) => compressedSize(REPO_ROOT, path));
        measurements.push(visitMeasurement(label, files[label] ?? []));
      }
      measurements.push(casinoShare(files['first load of /casino signed in'] ?? []));
      const firstLoad = kib(sum(files['first load of / signed out'] ?? [], 'gzip'));
      measurements.push({
        metric: 'first load of / signed out: headroom under the budget',
        value: Math.round((FIRST_LOAD_BUDGET_KIB - firstLoad) * 10) / 10,
        unit: 'KiB gzip',
        detail: firstLoad <= FIRST_LOAD_BUDGET_KIB ? 'within budget' : 'OVER BUDGET',
      });
      for (const folder of REMOTE_FOLDERS) {
        const entry = compressedSize(REPO_ROOT, `/remotes/${folder}/remoteEntry.js`);
        measurements.push({
          metric: `${folder} remoteEntry.js`,
          value: kib(entry.gzip),
          unit: 'KiB gzip',
          detail: `${kib(entry.raw)} KiB raw, ${kib(entry.brotli)} KiB brotli; carries the federation runtime`,
        });
      }
      return { measurements, details: { budgetKiB: FIRST_LOAD_BUDGET_KIB, files } };
    } finally {
      await new Promise((done) => site.server.close(done));
    }
  },
};
