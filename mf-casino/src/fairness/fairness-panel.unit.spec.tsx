import type { TCasinoOutcome, TCasinoRound } from '@sb/contracts';
import { playRound, serverSeedHash } from '@sb/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCasino, sentBodies, stubApi } from '../testing/render-casino';
import { aRound, quietCasino } from '../testing/round-fixtures';

const SERVER_SEED = '3f1c5e2b9d7a4c6e8f0b1d3c5e7a9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e';
const seeds = { serverSeed: SERVER_SEED, clientSeed: 'lucky', nonce: 4 };

/** A roulette round as the server recorded it: decided by playRound from the seeds, then revealed. */
function revealedRoulette(): TCasinoRound {
  const replay = playRound({ opening: { game: 'roulette', betType: 'red' }, stakeCents: 1000, actions: [], seeds });
  return aRound(replay.outcome as TCasinoOutcome, {
    roundId: 'r-4',
    opening: { game: 'roulette', betType: 'red' },
    openingBet: 10,
    bet: 10,
    payout: replay.payoutCents / 100,
    netChange: replay.payoutCents / 100 - 10,
    ...seeds,
    serverSeedHash: serverSeedHash(SERVER_SEED),
  });
}

describe('Fairness panel', () => {
  it('shows the committed hash and nonce, and saves an edited client seed', async () => {
    const fetchMock = stubApi({
      ...quietCasino,
      'POST /api/casino/fairness/client-seed': { serverSeedHash: 'b'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
    });
    renderCasino('/casino');
    expect((await screen.findByLabelText('Server seed hash')).textContent).toBe('b'.repeat(64));
    expect(screen.getByLabelText('Nonce').textContent).toBe('3');
    const input = screen.getByLabelText('Client seed');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'my-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Nonce').textContent).toBe('0'));
    expect(sentBodies(fetchMock, 'POST /api/casino/fairness/client-seed')).toEqual([{ clientSeed: 'my-seed' }]);
  });

  it('commits a first seed pair when the player has none, so the hash is shown before play', async () => {
    const fetchMock = stubApi({
      ...quietCasino,
      'GET /api/casino/fairness': { serverSeedHash: null, clientSeed: null, nonce: 0 },
      'POST /api/casino/fairness': { serverSeedHash: 'c'.repeat(64), clientSeed: 'fresh', nonce: 0 },
    });
    renderCasino('/casino');
    expect((await screen.findByLabelText('Server seed hash')).textContent).toBe('c'.repeat(64));
    expect(sentBodies(fetchMock, 'POST /api/casino/fairness')).toHaveLength(1);
  });

  it('Rotate seed reveals the previous server seed', async () => {
    stubApi({
      ...quietCasino,
      'POST /api/casino/fairness/rotate': {
        revealed: { serverSeed: SERVER_SEED, serverSeedHash: 'b'.repeat(64), clientSeed: 'client-seed', nonce: 3 },
        current: { serverSeedHash: 'd'.repeat(64), clientSeed: 'client-seed', nonce: 0 },
      },
    });
    renderCasino('/casino');
    await screen.findByLabelText('Server seed hash');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    const revealed = await screen.findByRole('status', { name: 'Revealed server seed' });
    expect(revealed.textContent).toContain(SERVER_SEED);
    expect(screen.getByLabelText('Server seed hash').textContent).toBe('d'.repeat(64));
  });

  it('verifies a revealed round in the browser and shows both outcomes', async () => {
    const round = revealedRoulette();
    stubApi({ ...quietCasino, 'GET /api/casino/rounds': { rounds: [round] } });
    renderCasino('/casino');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify round 4' }));
    const result = await screen.findByText('Verified: outcomes match');
    const pocket = round.outcome.game === 'roulette' ? round.outcome : null;
    const line = `Pocket ${pocket?.pocket} ${pocket?.colour}`;
    expect(within(result.parentElement!).getByText(`Recomputed: ${line}`)).toBeTruthy();
    expect(within(result.parentElement!).getByText(`Recorded: ${line}`)).toBeTruthy();
  });

  it('says so when the recorded outcome is not what the seeds give', async () => {
    const honest = revealedRoulette();
    const pocket = honest.outcome.game === 'roulette' ? honest.outcome.pocket : 0;
    const forged = { ...honest, outcome: { ...honest.outcome, pocket: (pocket + 1) % 37 } as TCasinoOutcome };
    stubApi({ ...quietCasino, 'GET /api/casino/rounds': { rounds: [forged] } });
    renderCasino('/casino');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify round 4' }));
    expect(await screen.findByText('Mismatch: outcomes differ')).toBeTruthy();
  });

  it('offers no verification before the seed is revealed', async () => {
    stubApi({ ...quietCasino, 'GET /api/casino/rounds': { rounds: [{ ...revealedRoulette(), serverSeed: null }] } });
    renderCasino('/casino');
    expect(await screen.findByText('Seed not revealed yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
  });
});
