import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemJson } from './problem-json.js';
import { readJsonBody } from './json-body.js';

const LIMIT = 64;
let server: ReturnType<Koa['listen']>;
let port: number;

beforeAll(async () => {
  const app = new Koa();
  app.use(problemJson({ error: () => undefined }));
  app.use(async (ctx) => {
    ctx.body = { read: await readJsonBody(ctx, LIMIT) };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** Sends the body in the given chunks (chunked transfer: no Content-Length) and answers status and body. */
const post = (chunks: string[], contentType = 'application/json') =>
  new Promise<{ status: number; body: Record<string, unknown> } | 'connection closed'>((resolve) => {
    const req = request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/',
      headers: { 'content-type': contentType },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', () => resolve('connection closed'));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });

describe('readJsonBody', () => {
  it('reads a JSON object sent in several chunks', async () => {
    expect(await post(['{"stake":', '10,"legs"', ':[1,2]}'])).toEqual({
      status: 200,
      body: { read: { stake: 10, legs: [1, 2] } },
    });
  });

  it('reads an empty body as {}', async () => {
    expect(await post([])).toEqual({ status: 200, body: { read: {} } });
  });

  it('refuses another content type, invalid JSON and a body that is not an object', async () => {
    expect(await post(['a=1'], 'application/x-www-form-urlencoded')).toMatchObject({ status: 415 });
    expect(await post(['{}'], 'text/plain')).toMatchObject({ status: 415 });
    expect(await post(['{}'], 'application/vnd.api+json')).toMatchObject({ status: 415 });
    expect(await post(['{"a":1}'], 'Application/JSON; charset=utf-8')).toEqual({
      status: 200,
      body: { read: { a: 1 } },
    });
    expect(await post(['{"stake":'])).toMatchObject({ status: 400, body: { error: 'Request body is not valid JSON' } });
    expect(await post(['[1]'])).toMatchObject({ status: 400, body: { error: 'Request body must be a JSON object' } });
  });

  it('stops reading a body over the limit, declared or not', async () => {
    const declared = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(LIMIT) }),
    });
    expect(declared.status).toBe(413);
    const streamed = await post([`{"text":"${'x'.repeat(LIMIT / 2)}`, `${'x'.repeat(LIMIT)}"}`]);
    expect(streamed === 'connection closed' || streamed.status === 413).toBe(true);
  });
});
