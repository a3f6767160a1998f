import { describe, expect, it } from 'vitest';
import { americanOdds } from '@sb/domain';
import type { BetDocument } from './bet-documents.js';
import { evolveBet, legIndexOf, type BetEvent } from './evolve-bet.js';
import { cashedOut, placed, propLeg, resettled, settled, spreadLeg } from './testing/bet-events.js';

const fold = (events: BetEvent[]) =>
  events.reduce<BetDocument | null>((doc, event) => evolveBet(doc, event) ?? doc, null);

describe('evolveBet', () => {
  it('closes a cashed-out bet with the offer as its payout, credited to cash', () => {
    expect(fold([placed(), cashedOut()])).toMatchObject({
      status: 'cashed_out',
      payoutCents: 9_500,
      credited: { cashCents: 9_500, freePlayCents: 0 },
      settledAt: '2025-01-06T02:00:00.000Z',
    });
    expect(legIndexOf(fold([placed(), cashedOut()]) as BetDocument).map((leg) => leg.status)).toEqual(['cashed_out']);
  });

  it('records a placed bet as pending with its legs and their games', () => {
    expect(
      fold([placed({ betMode: 'parlay', legs: [spreadLeg(), propLeg()], combinedOdds: americanOdds(264) })]),
    ).toEqual({
      id: 'b1',
      userId: 'u1',
      betMode: 'parlay',
      balanceType: 'cash',
      status: 'pending',
      stakeCents: 10_000,
      potentialPayoutCents: 19_090,
      payoutCents: null,
      credited: null,
      combinedOdds: 264,
      placedAt: '2025-01-05T18:00:00.000Z',
      settledAt: null,
      legs: [
        {
          id: 'l1',
          eventId: 'g1',
          marketType: 'spread',
          selection: 'away',
          line: 3.5,
          americanOdds: -110,
          propId: null,
          playerName: null,
          outcome: null,
          event: {
            sport: 'NFL',
            league: 'NFL',
            homeTeam: 'Eagles',
            awayTeam: 'Giants',
            scheduledAt: '2025-01-05T19:00:00.000Z',
          },
        },
        expect.objectContaining({
          id: 'l2',
          eventId: 'g2',
          propId: 'g2:jalen-hurts:player_pass_yds',
          playerName: 'Jalen Hurts',
          outcome: null,
          event: expect.objectContaining({ homeTeam: 'Cowboys', awayTeam: 'Eagles' }),
        }),
      ],
    });
  });

  it('settles with the payout, the credit and each judged leg; unjudged legs stay null', () => {
    const parlay = placed({ betMode: 'parlay', legs: [spreadLeg(), propLeg()] });
    const lostEarly = settled({
      outcome: 'lost',
      payoutCents: 0,
      credited: { cashCents: 0, freePlayCents: 0 },
      legs: [{ legId: 'l1', outcome: 'lost' }],
    });
    const doc = fold([parlay, lostEarly]);
    expect(doc).toMatchObject({
      status: 'lost',
      payoutCents: 0,
      credited: { cashCents: 0, freePlayCents: 0 },
      settledAt: '2025-01-06T02:00:00.000Z',
    });
    expect(doc?.legs.map((leg) => [leg.id, leg.outcome])).toEqual([
      ['l1', 'lost'],
      ['l2', null],
    ]);
  });

  it('re-settles to the new outcome and keeps the legs as the games judged them', () => {
    const doc = fold([placed(), settled(), resettled()]);
    expect(doc).toMatchObject({
      status: 'lost',
      payoutCents: 0,
      credited: { cashCents: 0, freePlayCents: 0 },
      settledAt: '2025-01-07T10:00:00.000Z',
    });
    expect(doc?.legs[0]?.outcome).toBe('won');
  });

  it("keeps the leg outcomes when an admin sets the bet's outcome by hand", () => {
    const byAdmin = settled({
      outcome: 'void',
      payoutCents: 10_000,
      credited: { cashCents: 10_000, freePlayCents: 0 },
    });
    const doc = fold([placed(), { ...byAdmin, data: { ...byAdmin.data, legs: null, settledBy: 'admin' } }]);
    expect(doc).toMatchObject({ status: 'void', payoutCents: 10_000 });
    expect(doc?.legs[0]?.outcome).toBeNull();
  });

  it('ignores a settlement of a bet it never saw', () => {
    expect(evolveBet(null, settled())).toBeUndefined();
    expect(evolveBet(null, resettled())).toBeUndefined();
  });

  it('indexes every leg under the bet with its status', () => {
    const doc = fold([placed({ betId: 'b7', legs: [spreadLeg(), propLeg()] }), settled({ betId: 'b7' })]);
    expect(doc && legIndexOf(doc)).toEqual([
      { id: 'b7:l1', betId: 'b7', userId: 'u1', eventId: 'g1', status: 'won' },
      { id: 'b7:l2', betId: 'b7', userId: 'u1', eventId: 'g2', status: 'won' },
    ]);
  });
});
