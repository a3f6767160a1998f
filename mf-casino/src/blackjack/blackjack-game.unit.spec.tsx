import type { TBlackjackOutcome, TCasinoRound } from '@sb/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferReducedMotion, renderCasino, sentBodies, stubApi, testPlayer } from '../testing/render-casino';
import { aRound, card, quietCasino } from '../testing/round-fixtures';

beforeEach(preferReducedMotion);

const hand = (outcome: Partial<TBlackjackOutcome>): TBlackjackOutcome => ({
  game: 'blackjack',
  playerCards: [card('10', 'spades'), card('6', 'hearts')],
  dealerCards: [card('9', 'clubs')],
  playerTotal: 16,
  dealerTotal: 9,
  playerStatus: 'active',
  dealerStatus: 'active',
  result: null,
  ...outcome,
});

const openHand: TCasinoRound = aRound(hand({}), {
  status: 'open',
  opening: { game: 'blackjack' },
  bet: 25,
  openingBet: 25,
  newBalance: 975,
  netChange: 0,
  message: 'Hit or Stand?',
  allowedActions: ['hit', 'stand', 'double'],
});

const stoodHand: TCasinoRound = aRound(
  hand({
    dealerCards: [card('9', 'clubs'), card('8', 'diamonds')],
    dealerTotal: 17,
    playerStatus: 'stood',
    dealerStatus: 'stood',
    result: 'lose',
  }),
  {
    opening: { game: 'blackjack' },
    bet: 25,
    openingBet: 25,
    newBalance: 975,
    netChange: -25,
    message: 'Dealer wins. You lost $25.00',
  },
);

const cardsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('img')
    .map((img) => img.getAttribute('aria-label'));

describe('Blackjack', () => {
  it('deals the server’s cards with the hole card face down, then plays the hand out on Stand', async () => {
    const fetchMock = stubApi({
      ...quietCasino,
      'POST /api/casino/blackjack/deal': openHand,
      'POST /api/casino/blackjack/stand': stoodHand,
      'GET /api/user': { ...testPlayer, balance: 975 },
    });
    renderCasino('/casino?game=blackjack');
    fireEvent.click(await screen.findByRole('button', { name: '$25 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));

    await screen.findByRole('button', { name: 'Hit' });
    await screen.findByText('Hit or Stand?');
    expect(cardsOf('Player hand')).toEqual(['10 of spades', '6 of hearts']);
    expect(cardsOf('Dealer hand')).toEqual(['9 of clubs', 'Face-down card']);
    expect(screen.getByLabelText('Player total 16')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Double Down' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('img', { name: 'Bet $25.00' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/casino/blackjack/deal')).toEqual([{ bet: 25 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Stand' }));
    await screen.findByText('Dealer wins. You lost $25.00');
    expect(cardsOf('Dealer hand')).toEqual(['9 of clubs', '8 of diamonds']);
    expect(screen.getByLabelText('Dealer total 17')).toBeTruthy();
    expect(screen.getAllByText('Stood')).toHaveLength(2);
    expect(screen.getByLabelText('Header balance').textContent).toBe('$975.00');
    fireEvent.click(screen.getByRole('button', { name: 'New Game' }));
    expect(screen.getByRole('button', { name: 'Deal' })).toBeTruthy();
    expect(cardsOf('Player hand')).toEqual([]);
  });

  it('resumes an unfinished hand from GET /api/casino/rounds/open', async () => {
    stubApi({ ...quietCasino, 'GET /api/casino/rounds/open': { rounds: [openHand] } });
    renderCasino('/casino?game=blackjack');
    await screen.findByText('Hit or Stand?');
    expect(cardsOf('Player hand')).toEqual(['10 of spades', '6 of hearts']);
    expect(screen.getByRole('button', { name: 'Hit' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Deal' })).toBeNull();
  });

  it('after a resumed hand ends, New Game offers a new deal instead of the old hand', async () => {
    stubApi({
      ...quietCasino,
      'GET /api/casino/rounds/open': { rounds: [openHand] },
      'POST /api/casino/blackjack/stand': stoodHand,
    });
    renderCasino('/casino?game=blackjack');
    fireEvent.click(await screen.findByRole('button', { name: 'Stand' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New Game' }));
    expect(await screen.findByRole('button', { name: 'Deal' })).toBeTruthy();
    expect(cardsOf('Player hand')).toEqual([]);
  });

  it('offers Double Down only when the server allows it and the balance covers the bet', async () => {
    stubApi({ ...quietCasino, 'GET /api/casino/rounds/open': { rounds: [openHand] } });
    renderCasino('/casino?game=blackjack', { ...testPlayer, balance: 20 });
    await screen.findByText('Hit or Stand?');
    expect(screen.getByRole('button', { name: 'Double Down' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Stand' }).hasAttribute('disabled')).toBe(false);
  });
});
