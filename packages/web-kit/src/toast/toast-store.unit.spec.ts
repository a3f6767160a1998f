import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, resetToasts, toast, TOAST_REMOVE_DELAY_MS } from './toast-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast: a new one replaces the visible one', () => {
    toast({ title: 'User Approved' });
    toast({ title: 'Balance Adjusted' });
    expect(getToasts().map((item) => item.title)).toEqual(['Balance Adjusted']);
  });

  it('closes a dismissed toast and drops it only after the removal delay', () => {
    const id = toast({ title: 'Settlement Complete' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses every open toast when no id is given', () => {
    toast({ title: 'Error', variant: 'destructive' });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
  });
});
