import { afterEach, describe, expect, it } from 'vitest';
import { currentPlaySession, playedText, savePlaySession } from './reality-check-session';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-23T10:00:00.000Z');

afterEach(() => sessionStorage.clear());

describe('the reality check’s play session', () => {
  it('starts with the balance and the first check one interval later, and survives a reload', () => {
    const started = currentPlaySession('u1', 100_000, 30 * MINUTE, T0);
    expect(started).toEqual({ userId: 'u1', startedAt: T0, startBalanceCents: 100_000, nextCheckAt: T0 + 30 * MINUTE });
    expect(currentPlaySession('u1', 50_000, 30 * MINUTE, T0 + 20 * MINUTE)).toEqual(started);
  });

  it('keeps the next check the player pushed back with Keep playing', () => {
    const started = currentPlaySession('u1', 100_000, 15 * MINUTE, T0);
    savePlaySession({ ...started, nextCheckAt: T0 + 31 * MINUTE });
    expect(currentPlaySession('u1', 0, 15 * MINUTE, T0 + 16 * MINUTE).nextCheckAt).toBe(T0 + 31 * MINUTE);
  });

  it('starts again for another user, or after a sign-in can have lasted (12 h)', () => {
    currentPlaySession('u1', 100_000, 15 * MINUTE, T0);
    expect(currentPlaySession('u2', 7_000, 15 * MINUTE, T0 + MINUTE)).toMatchObject({
      userId: 'u2',
      startedAt: T0 + MINUTE,
    });
    const later = T0 + MINUTE + 12 * 60 * MINUTE;
    expect(currentPlaySession('u2', 9_000, 15 * MINUTE, later)).toMatchObject({
      startedAt: later,
      startBalanceCents: 9_000,
    });
  });

  it('writes the time played in minutes, with hours past the hour', () => {
    expect(playedText(15 * MINUTE + 59_000)).toBe('15 min');
    expect(playedText(65 * MINUTE)).toBe('1 h 05 min');
    expect(playedText(-1)).toBe('0 min');
  });
});
