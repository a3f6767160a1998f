import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';

// A page fetches and runs only the remote that draws it. The shell shares its own React and friends with the remotes
// ('loaded-first'): under the federation runtime's default ('version-first') a phone's first visit to / also
// fetched and ran mf-casino's and mf-admin's manifests and remoteEntry.js to compare versions.
const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
let player: { username: string; password: string };

beforeAll(async () => {
  player = await createApprovedPlayer(suite.stack.baseUrl);
});

describe('remotes a page loads', () => {
  for (const [screen, viewport] of [
    ['phone', PHONE],
    ['wide screen', DESKTOP],
  ] as const) {
    it(`the sportsbook home on a ${screen} asks for mf-sportsbook alone, then /casino for mf-casino`, async () => {
      const page = await suite.newPage(viewport);
      const asked: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/\/(mf-manifest\.json|remoteEntry\.js)$/.test(path)) asked.push(path);
      });
      await signInThroughUi(page, player.username, player.password);
      await page.getByRole('region', { name: 'Featured Matchup' }).waitFor();
      // The slip's store and the sheet are fetched on the first touch: one tap on the board, then a quiet moment.
      await page.getByRole('heading', { level: 1 }).first().click();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual(['/remotes/mf-sportsbook/mf-manifest.json', '/remotes/mf-sportsbook/remoteEntry.js']);

      await page.goto('/casino');
      await page.getByRole('heading', { name: 'Casino', level: 1 }).waitFor();
      expect(asked.filter((path) => path.includes('mf-casino'))).toEqual([
        '/remotes/mf-casino/mf-manifest.json',
        '/remotes/mf-casino/remoteEntry.js',
      ]);
      expect(asked.some((path) => path.includes('mf-admin'))).toBe(false);
    });
  }

  it("a signed-in page load asks whether it is signed in and where the remotes live once, before the shell's chunks", async () => {
    const page = await suite.newPage(PHONE);
    await signInThroughUi(page, player.username, player.password);
    await page.getByRole('region', { name: 'Featured Matchup' }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/live-betting');
    await page.getByRole('heading', { name: 'Live Betting', level: 1 }).waitFor();
    // index.html's inline script asks both while main.js loads; the shell takes those answers instead of asking again.
    expect(asked.filter((path) => path === '/api/user')).toHaveLength(1);
    expect(asked.filter((path) => path === '/remotes.json')).toHaveLength(1);
    const firstChunk = asked.findIndex((path) => /^\/[\w-]+\.[0-9a-f]{8,}\.js$/.test(path));
    expect(firstChunk).toBeGreaterThan(asked.indexOf('/api/user'));
    expect(firstChunk).toBeGreaterThan(asked.indexOf('/remotes.json'));
  });
});
