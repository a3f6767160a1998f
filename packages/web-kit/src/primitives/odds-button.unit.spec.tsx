import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../theme/theme-root.js';
import { ODDS_FLASH_MS, OddsButton } from './odds-button.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderButton = (odds: number | null, selected = false) =>
  render(
    <ThemeRoot>
      <OddsButton odds={odds} line="-3.5" label="Lakers spread -3.5" selected={selected} onClick={() => {}} />
    </ThemeRoot>,
  );

describe('OddsButton', () => {
  it('is a toggle button named after the selection, showing the line and the American price', () => {
    renderButton(145, true);
    const button = screen.getByRole('button', { name: 'Lakers spread -3.5' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('-3.5+145');
  });

  it('cannot be pressed when the side is not priced', () => {
    renderButton(null);
    expect(screen.getByRole('button', { name: 'Lakers spread -3.5 unavailable' }).hasAttribute('disabled')).toBe(true);
  });

  it('flashes up or down for one second when the price moves', () => {
    const { rerender } = renderButton(-110);
    const button = () => screen.getByRole('button');
    expect(button().dataset.moved).toBeUndefined();
    const withOdds = (odds: number) => (
      <ThemeRoot>
        <OddsButton odds={odds} label="Lakers spread -3.5" />
      </ThemeRoot>
    );
    rerender(withOdds(-105));
    expect(button().dataset.moved).toBe('up');
    act(() => vi.advanceTimersByTime(ODDS_FLASH_MS));
    expect(button().dataset.moved).toBeUndefined();
    rerender(withOdds(-120));
    expect(button().dataset.moved).toBe('down');
    fireEvent.click(button());
  });
});
