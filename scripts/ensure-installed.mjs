// Installs dependencies when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone. Uses only Node built-ins.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const marker = 'node_modules/.install-stamp';
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('');
const stamp = createHash('sha256').update(lock).digest('hex');
const current = existsSync(marker) ? readFileSync(marker, 'utf8') : '';
if (current !== stamp) {
  const command = existsSync('package-lock.json') ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`[ensure-installed] ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  writeFileSync(marker, stamp);
}
