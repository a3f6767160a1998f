// Installs dependencies when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone. Uses only Node built-ins.
//
// `npm install` rather than `npm ci`: on these machines the lock cannot record the other platforms'
// optional binaries (@swc/core-*, @rspack/binding-*, @turbo/*), which `npm ci` then reports as out of sync.
// With the lock present, `npm install` installs the locked versions.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const marker = 'node_modules/.install-stamp';
const lockStamp = () =>
  createHash('sha256')
    .update(existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from(''))
    .digest('hex');
const current = existsSync(marker) ? readFileSync(marker, 'utf8') : '';
if (current !== lockStamp()) {
  console.log('[ensure-installed] npm install');
  execSync('npm install --no-audit --no-fund', {
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(marker, lockStamp());
}
