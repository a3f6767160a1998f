import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The stack the specs start; E2E_STACK_ENTRY can point at another composition of it. */
export const STACK_ENTRY = process.env.E2E_STACK_ENTRY ?? join(REPO_ROOT, 'infra/dist/main.js');

/** Screenshots of the main screens, kept as test artefacts (gitignored). */
export const ARTIFACTS_DIR = join(REPO_ROOT, 'test-artifacts/web');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
