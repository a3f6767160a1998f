import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.js';

describe('rate limiter', () => {
  it('allows max hits per window per key, then 429 until the window passes', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 }, () => now);
    limiter.hit('ip:1', 'user:bob');
    limiter.hit('ip:1', 'user:bob');
    expect(() => limiter.hit('ip:2', 'user:bob')).toThrow(expect.objectContaining({ status: 429 }));
    limiter.hit('ip:3', 'user:alice');
    now = 1000;
    expect(() => limiter.hit('ip:1', 'user:bob')).not.toThrow();
  });
});
