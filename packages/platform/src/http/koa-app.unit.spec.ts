import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The compiled module, in a process of its own: this one may have loaded Node's fetch globals already. */
const KOA_APP = new URL('../../dist/http/koa-app.js', import.meta.url).href;
const UNDICI = 'NativeModule internal/deps/undici/undici';

describe('createApiApp', () => {
  it("loads the fetch globals Koa's body setter reads (undici) when the app is made, not on the first answer", () => {
    const script = `
      const { createApiApp } = await import(${JSON.stringify(KOA_APP)});
      const loaded = () => process.moduleLoadList.includes(${JSON.stringify(UNDICI)});
      const before = loaded();
      createApiApp({ proxy: false });
      process.stdout.write(JSON.stringify({ before, after: loaded() }));`;
    const answer = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(answer)).toEqual({ before: false, after: true });
  });
});
