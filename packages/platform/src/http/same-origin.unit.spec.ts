import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { problemJson } from './problem-json.js';
import { sameOriginGuard } from './same-origin.js';

const answerTo = async (origin: string) => {
  const app = new Koa();
  app.use(problemJson({ error: () => undefined }));
  app.use(sameOriginGuard());
  app.use((ctx) => void (ctx.body = { ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  try {
    return (await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', headers: { origin } })).status;
  } finally {
    server.close();
  }
};

describe('sameOriginGuard', () => {
  it('refuses an Origin that names no site (null, garbage) with a 403, not a 500', async () => {
    expect(await answerTo('null')).toBe(403);
    expect(await answerTo('%%%')).toBe(403);
    expect(await answerTo('http://evil.example')).toBe(403);
  });
});
