import { describe, expect, it } from 'vitest';
import { eventPollInterval, isOpenForBetting, LIVE_EVENT_POLL_MS, SCHEDULED_EVENT_POLL_MS } from './event-polling';

describe('event page polling', () => {
  it('polls every 5 s in play, every 30 s before the start, and stops once the game is over', () => {
    expect(eventPollInterval('Q4')).toBe(LIVE_EVENT_POLL_MS);
    expect(eventPollInterval('in_progress')).toBe(LIVE_EVENT_POLL_MS);
    expect(eventPollInterval('scheduled')).toBe(SCHEDULED_EVENT_POLL_MS);
    expect(eventPollInterval('final')).toBe(false);
    expect(eventPollInterval('postponed')).toBe(false);
    expect(eventPollInterval(undefined)).toBe(false);
  });

  it('takes bets before the start and in play only', () => {
    expect(isOpenForBetting('scheduled')).toBe(true);
    expect(isOpenForBetting('2H')).toBe(true);
    expect(isOpenForBetting('final')).toBe(false);
    expect(isOpenForBetting('cancelled')).toBe(false);
  });
});
