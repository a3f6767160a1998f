import { describe, expect, it } from 'vitest';
import Koa from 'koa';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogueVersions } from '@sb/projectors';
import { answerHotPolls } from './hot-polls.js';
import { versionsByProgress } from './versions-by-progress.js';

const progressAt = (start: number) => {
  let position = start;
  return {
    position: async () => position,
    waitFor: async () => true,
    advance: () => (position += 1),
  };
};

describe('versionsByProgress', () => {
  it('reads the versions again only after the read models have moved', async () => {
    const progress = progressAt(5);
    let reads = 0;
    const versions = versionsByProgress(async (): Promise<CatalogueVersions> => {
      reads += 1;
      return { id: 'catalogue', games: reads, markets: reads, props: reads };
    }, progress);
    expect((await versions()).games).toBe(1);
    expect((await versions()).games).toBe(1);
    expect(reads).toBe(1);
    progress.advance();
    expect((await versions()).games).toBe(2);
    expect(reads).toBe(2);
  });
});

describe('answerHotPolls', () => {
  it('answers an anonymous poll itself, and leaves a signed-in or read-your-writes poll to the routes', async () => {
    const app = new Koa()
      .use(answerHotPolls(progressAt(7), new Map([['/api/markets', async (ctx) => void (ctx.body = 'fast')]])))
      .use((ctx) => void (ctx.body = 'routes'));
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const fast = await fetch(`${url}/api/markets`);
      expect(await fast.text()).toBe('fast');
      expect(fast.headers.get('x-projection-position')).toBe('7');
      expect(await (await fetch(`${url}/api/markets`, { headers: { cookie: 'sb_session=abc' } })).text()).toBe(
        'routes',
      );
      expect(await (await fetch(`${url}/api/markets`, { headers: { 'x-min-position': '9' } })).text()).toBe('routes');
      expect(await (await fetch(`${url}/api/bets`)).text()).toBe('routes');
      expect(await (await fetch(`${url}/api/markets`, { method: 'POST' })).text()).toBe('routes');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
