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

describe('rate limiter refusal', () => {
  it('answers the configured text and the seconds left in the window', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, refusal: (s) => `wait ${s} s` }, () => now);
    limiter.hit('user:1');
    now = 15_000;
    expect(() => limiter.hit('user:1')).toThrow(
      expect.objectContaining({ status: 429, message: 'wait 45 s', headers: { 'Retry-After': '45' } }),
    );
  });
});
