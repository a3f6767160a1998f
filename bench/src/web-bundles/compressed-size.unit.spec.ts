import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compressedSize, fileForUrlPath, kib, sum } from './compressed-size.js';

const root = mkdtempSync(join(tmpdir(), 'web-bundles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('compressed sizes', () => {
  it('maps served paths to the shell and remote dist folders', () => {
    expect(fileForUrlPath('/repo', '/main.js')).toBe('/repo/shell/dist/main.js');
    expect(fileForUrlPath('/repo', '/remotes/mf-casino/remoteEntry.js')).toBe('/repo/mf-casino/dist/remoteEntry.js');
  });

  it('measures raw, gzip and brotli bytes of the file on disk', () => {
    mkdirSync(join(root, 'shell/dist'), { recursive: true });
    writeFileSync(join(root, 'shell/dist/main.js'), 'a'.repeat(10_000));
    const size = compressedSize(root, '/main.js');
    expect(size.raw).toBe(10_000);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThan(200);
    expect(size.brotli).toBeLessThan(200);
    expect(sum([size, size], 'raw')).toBe(20_000);
    expect(kib(1536)).toBe(1.5);
  });
});
