import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCasino, stubApi } from '../testing/render-casino';
import { quietCasino } from '../testing/round-fixtures';

const tileNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('Casino lobby', () => {
  it('shows the banner with the balance, Popular games, All games and the footer', async () => {
    stubApi(quietCasino);
    renderCasino('/casino');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeTruthy();
    expect(screen.getByLabelText('Casino balance').textContent).toBe('Balance$1,000.00');
    expect(tileNames(screen.getByRole('region', { name: 'Popular games' }))).toEqual([
      'Play Blackjack',
      'Play Roulette',
    ]);
    expect(tileNames(screen.getByRole('region', { name: 'All games' }))).toEqual([
      'Play Blackjack',
      'Play Roulette',
      'Play Slots',
      'Play Baccarat',
      'Play Craps',
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Please play responsibly.');
    expect(footer.textContent).toContain('Casino games use your sportsbook balance.');
  });

  it('opens a picked game with Back to Casino, and the link returns to the lobby', async () => {
    stubApi(quietCasino);
    renderCasino('/casino');
    const popular = screen.getByRole('region', { name: 'Popular games' });
    expect(within(popular).getByRole('link', { name: 'Play Roulette' }).getAttribute('href')).toBe(
      '/casino?game=roulette',
    );
    fireEvent.click(within(popular).getByRole('link', { name: 'Play Roulette' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roulette' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Casino' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' })).toBeTruthy();
  });

  it('opens the game named in the URL', async () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=craps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Craps' })).toBeTruthy();
  });

  it('shows the lobby for a game it does not have', () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=poker');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeTruthy();
  });
});
