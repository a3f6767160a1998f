// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FACADE = join(REPO_ROOT, 'packages/web-kit/build/shared-react-router.mjs');
const APP_SOURCES = ['shell/src', 'mf-sportsbook/src', 'mf-casino/src', 'mf-admin/src', 'packages/web-kit/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value names imported from 'react-router-dom' by the apps' (non-test) sources. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)))) {
    const source = readFileSync(file, 'utf8');
    expect(source, `${file} imports react-router-dom as a namespace`).not.toMatch(/\* as \w+ from 'react-router-dom'/);
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

function facadeNames(): string[] {
  const body = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(readFileSync(FACADE, 'utf8'))?.[1] ?? '';
  return body
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the shared react-router module', () => {
  it('exports every name the apps import from react-router-dom', () => {
    const exported = new Set(facadeNames());
    const missing = [...importedNames()].filter((name) => !exported.has(name));
    expect(missing).toEqual([]);
    expect(exported.has('BrowserRouter')).toBe(true);
  });

  it('re-exports only names react-router has', () => {
    const missing = facadeNames().filter((name) => !(name in reactRouter));
    expect(missing).toEqual([]);
  });
});
