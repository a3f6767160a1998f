import { createReadStream, existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { REPO_ROOT } from './support/paths.js';
import type { RunningStack } from './support/stack-process.js';
import { ADMIN, freePort, startStack } from './support/stack-process.js';

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];
let casinoPort: number;
let casinoServer: Server | undefined;
const casinoServed: string[] = [];

/** mf-casino deployed on its own origin (as in production), answering cross-origin manifest requests. */
function startCasinoServer(port: number): Promise<Server> {
  const dist = join(REPO_ROOT, 'mf-casino/dist');
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    casinoServed.push(path);
    const file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file)) return void res.writeHead(404).end();
    const type = extname(file) === '.json' ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  casinoPort = await freePort(); // nothing listens there yet: mf-casino's server is down
  [stack, browser] = await Promise.all([
    startStack({ REMOTE_URL_MF_CASINO: `http://127.0.0.1:${casinoPort}/mf-manifest.json` }),
    launchBrowser(),
  ]);
  ({ context, page, pageErrors } = await openPage(browser, stack.baseUrl));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
  await new Promise((resolve) => (casinoServer ? casinoServer.close(resolve) : resolve(undefined)));
});

describe('a remote that cannot be loaded', () => {
  it('shows a contained panel at /casino while the rest of the app keeps working', async () => {
    await signInThroughUi(page, ADMIN.username, ADMIN.password, '/casino');
    await page.getByRole('link', { name: 'Live Casino' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Casino is temporarily unavailable' });
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Toggle Sidebar' }).isVisible()).toBe(true);
    await screenshot(page, 'casino-unavailable');

    // Still down: retrying keeps the panel.
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('alert').filter({ hasText: 'Casino is temporarily unavailable' }).waitFor();

    await page.getByRole('link', { name: 'Mini Games' }).click();
    await page.getByRole('heading', { name: 'Mini Games', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('loads the remote on Retry once its server is back', async () => {
    await page.getByRole('link', { name: 'Live Casino' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Casino is temporarily unavailable' });
    await panel.waitFor();
    casinoServer = await startCasinoServer(casinoPort);

    await panel.getByRole('button', { name: 'Retry' }).click();
    // Whatever mf-casino serves at /casino (today nothing, so the shell's 404 page) now renders in the shell.
    await page.getByRole('main').getByRole('heading').first().waitFor();
    expect(await page.getByText('Casino is temporarily unavailable').count()).toBe(0);
    expect(casinoServed).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    await screenshot(page, 'casino-after-retry');
    expect(pageErrors).toEqual([]);
  });
});
