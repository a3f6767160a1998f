import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCasino, stubApi, testPlayer } from '../testing/render-casino';
import { quietCasino } from '../testing/round-fixtures';

const chipStates = () =>
  [5, 10, 25, 50, 100].map((chip) => [
    chip,
    !screen.getByRole('button', { name: `$${chip} chip` }).hasAttribute('disabled'),
  ]);

describe('Chips', () => {
  it.each(['roulette', 'slots', 'baccarat', 'craps', 'blackjack'])(
    'in %s, a chip above the balance is disabled',
    async (game) => {
      stubApi(quietCasino);
      renderCasino(`/casino?game=${game}`, { ...testPlayer, balance: 20 });
      await screen.findByRole('button', { name: '$5 chip' });
      await vi.waitFor(() =>
        expect(chipStates()).toEqual([
          [5, true],
          [10, true],
          [25, false],
          [50, false],
          [100, false],
        ]),
      );
    },
  );

  it('a chip equal to the balance can be picked', async () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=slots', { ...testPlayer, balance: 25 });
    const chip = await screen.findByRole('button', { name: '$25 chip' });
    expect(chip.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: '$50 chip' }).hasAttribute('disabled')).toBe(true);
  });
});
