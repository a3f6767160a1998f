import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../theme/theme-root.js';
import { PageSkeleton } from './page-skeleton.js';

afterEach(cleanup);

const LIVE = { title: 'Live Betting', subtitle: 'Bet on games in play and starting soon.' };

describe('PageSkeleton', () => {
  it("shows a page's fixed heading in its words, for the eye only: the skeleton is one 'Loading' status", () => {
    render(
      <ThemeRoot>
        <PageSkeleton shape="list" heading={LIVE} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByText('Live Betting').tagName).toBe('H1');
    expect(screen.getByText('Bet on games in play and starting soon.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('keeps an outline block where a page has no fixed heading', () => {
    const { container } = render(
      <ThemeRoot>
        <PageSkeleton shape="table" />
      </ThemeRoot>,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('[data-skeleton="table"]')?.childElementCount).toBeGreaterThan(1);
  });
});
