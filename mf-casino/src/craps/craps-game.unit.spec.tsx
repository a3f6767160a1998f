import type { TCrapsOutcome } from '@sb/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferReducedMotion, renderCasino, sentBodies, stubApi } from '../testing/render-casino';
import { aRound, quietCasino } from '../testing/round-fixtures';

beforeEach(preferReducedMotion);

const craps = (outcome: Partial<TCrapsOutcome>): TCrapsOutcome => ({
  game: 'craps',
  choice: 'pass',
  rolls: [{ dice: [2, 4], total: 6 }],
  point: 6,
  result: null,
  ...outcome,
});

const pointSet = aRound(craps({}), {
  status: 'open',
  opening: { game: 'craps', choice: 'pass' },
  bet: 10,
  netChange: 0,
  newBalance: 1000,
  message: 'Point established: 6',
  allowedActions: ['roll'],
});

const madePoint = aRound(
  craps({
    rolls: [
      { dice: [2, 4], total: 6 },
      { dice: [3, 3], total: 6 },
    ],
    point: null,
    result: 'win',
  }),
  {
    opening: { game: 'craps', choice: 'pass' },
    bet: 10,
    payout: 20,
    netChange: 10,
    newBalance: 1010,
    message: 'Made the point!',
  },
);

describe('Craps', () => {
  it("needs a chip and Pass Line or Don't Pass for the come-out roll (spec section 5)", async () => {
    stubApi(quietCasino);
    renderCasino('/casino?game=craps');
    const roll = await screen.findByRole('button', { name: 'Come Out Roll' });
    expect(screen.getByText('Choose a chip to roll.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '$10 chip' }));
    expect(screen.getByText("Choose Pass Line or Don't Pass to roll.")).toBeTruthy();
    expect(roll.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: "Don't Pass" }));
    expect(roll.hasAttribute('disabled')).toBe(false);
  });

  it('sets the point on the come-out, then rolls again with no bet until the round ends', async () => {
    const fetchMock = stubApi({ ...quietCasino, 'POST /api/casino/craps/roll': [pointSet, madePoint] });
    renderCasino('/casino?game=craps');
    fireEvent.click(await screen.findByRole('button', { name: '$10 chip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pass Line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Come Out Roll' }));

    expect(await screen.findByText('Point established: 6')).toBeTruthy();
    expect(screen.getByText('Point is 6')).toBeTruthy();
    expect(screen.getByText('6').getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('img', { name: 'First die: 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Second die: 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass Line' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Roll Again' }));
    expect(await screen.findByText('Made the point!')).toBeTruthy();
    expect(screen.getByText('Rolls this round: 6 · 6')).toBeTruthy();
    expect(screen.getByText('No point: come-out roll')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Come Out Roll' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/casino/craps/roll')).toEqual([{ bet: 10, choice: 'pass' }, {}]);
  });

  it('resumes a standing point with Roll Again', async () => {
    stubApi({ ...quietCasino, 'GET /api/casino/rounds/open': { rounds: [pointSet] } });
    renderCasino('/casino?game=craps');
    expect(await screen.findByRole('button', { name: 'Roll Again' })).toBeTruthy();
    expect(screen.getByText('Point established: 6')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass Line' }).getAttribute('aria-pressed')).toBe('true');
  });
});
