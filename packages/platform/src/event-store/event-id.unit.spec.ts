import { describe, expect, it } from 'vitest';
import { newEventId } from './event-id.js';

describe('newEventId', () => {
  it('is a version 7 UUID with the RFC 9562 variant', () => {
    expect(newEventId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the creation time in milliseconds, so ids sort by time', () => {
    const at = Date.UTC(2026, 10, 22, 12, 0, 0, 123);

    expect(newEventId(at).replace('-', '').slice(0, 12)).toBe(at.toString(16).padStart(12, '0'));
    expect(newEventId(at) < newEventId(at + 1)).toBe(true);
  });

  it('differs between ids of the same millisecond', () => {
    const at = Date.now();
    const ids = new Set(Array.from({ length: 1_000 }, () => newEventId(at)));

    expect(ids.size).toBe(1_000);
  });
});
