import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferReducedMotion, renderCasino, sentBodies, stubApi, testPlayer } from '../testing/render-casino';
import { aRound, quietCasino } from '../testing/round-fixtures';

beforeEach(preferReducedMotion);

const spinButton = () => screen.getByRole('button', { name: /Spin/ });
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

const spinAnswer = {
  ...aRound(
    { game: 'roulette', betType: 'black', pocket: 17, colour: 'black' },
    { payout: 50, netChange: 25, newBalance: 1025, bet: 25, message: 'You won $25.00!' },
  ),
  spinResult: 17,
  won: true,
};

describe('Roulette', () => {
  it('needs a chip and a bet type before it can spin (spec section 5)', async () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=roulette');
    await screen.findByText('Choose a chip to spin.');
    expect(spinButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '$25 chip' }));
    expect(screen.getByText('Choose a bet type to spin.')).toBeTruthy();
    expect(spinButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    expect(spinButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/to spin\.$/)).toBeNull();
  });

  it('writes the colour of every number, not only draws it', async () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=roulette');
    expect((await screen.findByRole('button', { name: 'Number 17 Black' })).textContent).toBe('17black');
    expect(screen.getByRole('button', { name: 'Number 0 Green' }).textContent).toBe('0zero');
    expect(screen.getByRole('button', { name: 'Number 1 Red' }).textContent).toBe('1red');
  });

  it("sends the bet, lands on the server's pocket and shows its message and balance", async () => {
    const fetchMock = stubApi({
      ...quietCasino,
      'POST /api/casino/roulette/spin': spinAnswer,
      'GET /api/user': { ...testPlayer, balance: 1025 },
    });
    renderCasino('/casino?game=roulette');
    fireEvent.click(await screen.findByRole('button', { name: '$25 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Number 17 Black' }));
    fireEvent.click(spinButton());
    expect(await screen.findByText('You won $25.00!')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('You won $25.00!');
    expect(screen.getByText('17 Black')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Wheel on 17' })).toBeTruthy();
    expect(screen.getByLabelText('Header balance').textContent).toBe('$1,025.00');
    expect(sentBodies(fetchMock, 'POST /api/casino/roulette/spin')).toEqual([{ bet: 25, betType: 'number-17' }]);
  });

  it("lists the player's last pockets from the server's rounds, newest first", async () => {
    const spin = (pocket: number, colour: 'red' | 'black' | 'green') =>
      aRound({ game: 'roulette', betType: 'red', pocket, colour });
    stubApi({
      ...quietCasino,
      'GET /api/casino/rounds': {
        rounds: [
          spin(32, 'red'),
          aRound({ game: 'slots', reels: ['bar', 'bar', 'bell'], multiplier: 2 }),
          spin(0, 'green'),
        ],
      },
    });
    renderCasino('/casino?game=roulette');
    const list = await screen.findByRole('list', { name: 'Last numbers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['32 Red', '0 Green']);
  });

  it("a refused spin shows 'Error: ' with the server's text, stops spinning and resets the bet", async () => {
    stubApi({
      ...quietCasino,
      'POST /api/casino/roulette/spin': { status: 400, body: { error: 'Insufficient balance' } },
    });
    renderCasino('/casino?game=roulette');
    fireEvent.click(await screen.findByRole('button', { name: '$25 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.click(spinButton());
    expect(await screen.findByText('Error: Insufficient balance')).toBeTruthy();
    expect(spinButton().getAttribute('aria-busy')).toBeNull();
    expect(spinButton().hasAttribute('disabled')).toBe(true);
    expect(pressed('$25 chip')).toBe('false');
    expect(pressed('Red')).toBe('false');
    expect(screen.getByText('No bet yet')).toBeTruthy();
  });

  it("a failure without a reason says 'Error: Failed to spin'", async () => {
    stubApi({ ...quietCasino, 'POST /api/casino/roulette/spin': { status: 502, body: '' } });
    renderCasino('/casino?game=roulette');
    fireEvent.click(await screen.findByRole('button', { name: '$5 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Odd' }));
    fireEvent.click(spinButton());
    expect(await screen.findByText('Error: Failed to spin')).toBeTruthy();
  });
});
