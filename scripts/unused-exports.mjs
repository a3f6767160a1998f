#!/usr/bin/env node
// Fails on an export nobody imports (knip, configured in knip.json: the packages' public entries count too).
// Exports unused when the check was introduced are listed in unused-exports-baseline.json, to be worked off:
// anything not listed there fails `npm run lint`; a listed export that is used (or deleted) since is reported so
// the list only shrinks. `node scripts/unused-exports.mjs --write-baseline` rewrites the list (review the diff).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const baselinePath = join(root, 'scripts', 'unused-exports-baseline.json');
const KINDS = ['exports', 'types', 'nsExports', 'nsTypes', 'duplicates'];

const knip = execFileSync('npx', ['knip', '--no-progress', '--reporter', 'json', '--no-exit-code'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const found = JSON.parse(knip).issues.flatMap((issue) =>
  KINDS.flatMap((kind) =>
    issue[kind].map((item) => {
      const name = Array.isArray(item) ? item.map((one) => one.name).join('|') : item.name;
      return `${issue.file}: ${kind === 'duplicates' ? 'duplicate' : 'unused'} ${name}`;
    }),
  ),
);

if (process.argv.includes('--write-baseline')) {
  writeFileSync(baselinePath, `${JSON.stringify([...new Set(found)].sort(), null, 2)}\n`);
  console.log(`unused-exports: baseline written (${found.length} known findings)`);
  process.exit(0);
}

const baseline = new Set(JSON.parse(readFileSync(baselinePath, 'utf8')));
const fresh = found.filter((key) => !baseline.has(key));
const gone = [...baseline].filter((key) => !found.includes(key));
if (gone.length > 0) {
  console.log(`unused-exports: ${gone.length} baseline entries are resolved; delete them from ${baselinePath}:`);
  gone.forEach((key) => console.log(`  ${key}`));
}
if (fresh.length > 0) {
  console.error('unused-exports: exports nobody imports (delete them, or stop exporting them):');
  fresh.forEach((key) => console.error(`  ${key}`));
  process.exit(1);
}
console.log(`unused-exports: no new unused export (${baseline.size - gone.length} known in the baseline)`);
