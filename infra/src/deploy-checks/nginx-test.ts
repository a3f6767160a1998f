import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether an nginx binary is on this machine (CI images may or may not have one). */
export const nginxPresent = () => spawnSync('nginx', ['-v'], { encoding: 'utf8' }).status === 0;

/**
 * `nginx -t` on one of infra/deploy/nginx/*.conf as the containers include it (inside `http {}`), with the
 * compose service names standing for 127.0.0.1 (nginx resolves upstream hosts while testing) and the log and
 * temp paths in a scratch directory, so it runs unprivileged and without Docker's network.
 */
export const nginxTest = (confPath: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  try {
    const site = readFileSync(confPath, 'utf8')
      .replace(/(\bserver\s+|http:\/\/)[a-z][a-z0-9-]*(?=:\d+)/g, '$1127.0.0.1')
      .replaceAll('/var/log/nginx/', `${dir}/`);
    writeFileSync(join(dir, 'site.conf'), site);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
      .join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} ` +
        `http { access_log ${dir}/access.log; ${temp} include ${dir}/site.conf; }\n`,
    );
    const run = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
