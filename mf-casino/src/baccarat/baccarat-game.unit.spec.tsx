import type { TBaccaratOutcome } from '@sb/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion, renderCasino, sentBodies, stubApi } from '../testing/render-casino';
import { aRound, card, quietCasino } from '../testing/round-fixtures';

afterEach(() => vi.useRealTimers());

const baccarat = (outcome: Partial<TBaccaratOutcome>): TBaccaratOutcome => ({
  game: 'baccarat',
  choice: 'banker',
  playerCards: [card('2', 'hearts'), card('3', 'spades'), card('K', 'clubs')],
  bankerCards: [card('4', 'diamonds'), card('3', 'clubs')],
  playerTotal: 5,
  bankerTotal: 7,
  winner: 'banker',
  ...outcome,
});

const bankerWins = aRound(baccarat({}), {
  opening: { game: 'baccarat', choice: 'banker' },
  bet: 10,
  payout: 19.5,
  netChange: 9.5,
  newBalance: 1009.5,
  message: 'Banker wins! You won $9.50!',
});

const cardsOf = (name: string) => within(screen.getByRole('region', { name })).queryAllByRole('img').length;
const pressed = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

/** Lets the timers of the deal run, `ms` at a time, with React's updates applied. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Baccarat', () => {
  it('needs a chip and a choice to deal (spec section 5)', async () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=baccarat');
    const deal = await screen.findByRole('button', { name: 'Deal' });
    expect(screen.getByText('Choose a chip to deal.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '$10 chip' }));
    expect(screen.getByText('Choose Player, Tie or Banker to deal.')).toBeTruthy();
    expect(deal.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Banker pays 0.95:1' }));
    expect(deal.hasAttribute('disabled')).toBe(false);
  });

  it('deals in the two phases 600 ms apart, badges the winner and resets 3 s after the result', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = stubApi({ ...quietCasino, 'POST /api/casino/baccarat/deal': bankerWins });
    renderCasino('/casino?game=baccarat');
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: '$10 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Banker pays 0.95:1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    await elapse(0);
    expect(screen.getByText('Dealing initial cards...')).toBeTruthy();

    await elapse(600 * 3);
    expect([cardsOf('Player hand'), cardsOf('Banker hand')]).toEqual([2, 1]);
    expect(screen.getByText('Dealing initial cards...')).toBeTruthy();
    await elapse(600);
    expect([cardsOf('Player hand'), cardsOf('Banker hand')]).toEqual([2, 2]);
    expect(screen.getByText('Drawing third cards...')).toBeTruthy();
    await elapse(599);
    expect(cardsOf('Player hand')).toBe(2);
    await elapse(1);
    expect(cardsOf('Player hand')).toBe(3);

    expect(screen.getByText('Banker wins! You won $9.50!')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Banker hand' })).getByText('Winner!')).toBeTruthy();
    expect(screen.getByLabelText('Banker total 7')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/casino/baccarat/deal')).toEqual([{ bet: 10, choice: 'banker' }]);

    await elapse(2900);
    expect(screen.getByText('Winner!')).toBeTruthy();
    await elapse(100);
    expect(screen.queryByText('Winner!')).toBeNull();
    expect(cardsOf('Player hand')).toBe(0);
    expect(pressed(/^Banker/)).toBe('false');
    expect(pressed(/^\$10 chip/)).toBe('false');
  });

  it("shows the 'Tie' badge on a tie", async () => {
    preferReducedMotion();
    stubApi({
      ...quietCasino,
      'POST /api/casino/baccarat/deal': aRound(
        baccarat({
          choice: 'player',
          bankerCards: [card('4', 'diamonds'), card('A', 'clubs')],
          bankerTotal: 5,
          playerTotal: 5,
          winner: 'tie',
        }),
        { bet: 10, payout: 10, netChange: 0, newBalance: 1000, message: 'Tie! Your bet is returned.' },
      ),
    });
    renderCasino('/casino?game=baccarat');
    fireEvent.click(await screen.findByRole('button', { name: '$10 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Player pays 1:1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(await screen.findByText('Tie! Your bet is returned.')).toBeTruthy();
    expect(screen.getByText('Tie', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText('Winner!')).toBeNull();
  });
});
