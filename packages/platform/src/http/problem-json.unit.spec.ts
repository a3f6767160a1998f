import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { conflict, ERROR_CODES, ruleBroken, type DomainError } from '@sb/domain';
import { problemJson } from './problem-json.js';

const answerFor = async (error: DomainError) => {
  const app = new Koa();
  app.use(problemJson({ error: () => undefined }));
  app.use(() => {
    throw error;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  try {
    const response = await fetch(`http://127.0.0.1:${port}/x`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    server.close();
  }
};

describe('problemJson', () => {
  it("answers a domain error with its stable code beside the message and the error's details", async () => {
    const { status, body } = await answerFor(
      conflict('Odds have changed', { details: { legs: [] }, code: ERROR_CODES.oddsChanged }),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'Odds have changed', code: 'odds_changed', legs: [] });
  });

  it("gives an error without a code of its own its kind's generic code", async () => {
    const { status, body } = await answerFor(ruleBroken('No'));
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: 'No', code: 'rule_broken' });
  });
});
