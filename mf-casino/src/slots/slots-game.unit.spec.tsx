import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferReducedMotion, renderCasino, sentBodies, stubApi, testPlayer } from '../testing/render-casino';
import { aRound, quietCasino } from '../testing/round-fixtures';

beforeEach(preferReducedMotion);

describe('Slots', () => {
  it('shows the pay table of spec section 9', async () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=slots');
    const table = await screen.findByRole('table', { name: 'Pay table' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          [...row.querySelectorAll('td')]
            .slice(1)
            .map((cell) => cell.textContent)
            .join(' '),
        ),
    ).toEqual(['Three 7s 50x', 'Three diamonds 20x', 'Any other three of a kind 10x', 'Two of a kind 2x']);
  });

  it("stops the reels on the server's symbols and shows its message", async () => {
    const fetchMock = stubApi({
      ...quietCasino,
      'POST /api/casino/slots/spin': aRound(
        { game: 'slots', reels: ['bell', 'bell', 'lemon'], multiplier: 2 },
        { payout: 20, netChange: 10, newBalance: 1010, message: 'Two of a kind! You won $10.00!' },
      ),
      'GET /api/user': { ...testPlayer, balance: 1010 },
    });
    renderCasino('/casino?game=slots');
    expect(await screen.findByText('Choose a chip to spin.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '$10 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Two of a kind! You won $10.00!')).toBeTruthy();
    const reels = screen.getByRole('group', { name: 'Reels' });
    expect([...reels.children].map((reel) => reel.getAttribute('aria-label'))).toEqual([
      'Reel 1: Bell',
      'Reel 2: Bell',
      'Reel 3: Lemon',
    ]);
    expect(screen.getByLabelText('Header balance').textContent).toBe('$1,010.00');
    expect(sentBodies(fetchMock, 'POST /api/casino/slots/spin')).toEqual([{ bet: 10 }]);
  });
});
