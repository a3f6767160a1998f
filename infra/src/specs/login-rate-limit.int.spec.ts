import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../testing/test-stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ LOGIN_ATTEMPTS_PER_MINUTE: '3' });
});
afterAll(() => stack.stop());

describe('login rate limit', () => {
  it('answers 429 with Retry-After once a username has used its attempts', async () => {
    const client = stack.client();
    for (let i = 0; i < 3; i += 1) expect((await client.login('victim', `guess-${i}`)).status).toBe(401);
    const limited = await client.login('victim', 'guess-4');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many attempts. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
