import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@sb/web-kit';
import { describe, expect, it } from 'vitest';
import { MiniGamesPage } from './mini-games-page';

describe('Mini Games', () => {
  it('announces Plinko, Crash, Dice and Mines, each Coming Soon with a disabled button', () => {
    render(
      <ThemeRoot>
        <MiniGamesPage />
      </ThemeRoot>,
    );
    const cards = screen.getAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Plinko',
      'Crash',
      'Dice',
      'Mines',
    ]);
    for (const card of cards) {
      expect(within(card).getByText('Coming Soon', { selector: 'span' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Coming Soon' }).hasAttribute('disabled')).toBe(true);
    }
  });
});
