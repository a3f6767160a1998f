import { ZBet, ZCashOutOffer, ZCashOutResponse } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletDecider, type WalletEvent } from '@sb/domain';
import { verifyChain, type OddsProvider, type RecordedEvent } from '@sb/platform';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import { appendGameEvent, inDays, listGame, market } from '../testing/catalogue-fixtures.js';
import { EXIT, runAuditCommand } from '../audit/run-audit-command.js';

const quietFeed: OddsProvider = {
  name: 'quiet',
  fetchGames: async () => ({ ok: false, reason: 'no feed in this spec' }),
  fetchPlayerProps: async () => ({ ok: false, reason: 'no feed in this spec' }),
};

let stack: TestStack;
let admin: Client;
let player: Client;
let userId: string;
const board = (homeOdds = -150) => [market('moneyline', { homeOdds, awayOdds: 130 })];
const single = (eventId: string, americanOdds = -150) => ({
  betMode: 'single',
  stake: 10,
  balanceType: 'cash',
  legs: [{ eventId, marketType: 'moneyline', selection: 'home', americanOdds, line: null, stake: 10 }],
});

const placed = async (eventId: string) => {
  const answer = await player.post('/api/bets', single(eventId));
  expect(answer.status).toBe(201);
  return answer.body.betId as string;
};
const offerOf = async (betId: string) => {
  const head = await stack.ports.eventStore.headPosition();
  const answer = await player.get(`/api/bets/${betId}/cash-out`, { 'x-min-position': String(head) });
  answerAs(ZCashOutOffer, answer);
  return answer.body;
};
const finish = (gameId: string) =>
  appendGameEvent(stack.ports.eventStore, gameId, 'GameFinished', {
    homeScore: 101,
    awayScore: 99,
    periodScores: [],
    playerStats: {},
  });
const walletEvents = async () => {
  const events = await stack.ports.eventStore.readStream(`wallet-${userId}`);
  expect(verifyChain(events).valid).toBe(true);
  return events;
};
const payingEventsOf = (events: RecordedEvent[], betId: string) =>
  events.filter(
    (e) => ['BetCashedOut', 'BetSettled'].includes(e.type) && (e.data as { betId: string }).betId === betId,
  );
const fold = (events: RecordedEvent[]) =>
  events.map((e) => e as unknown as WalletEvent).reduce(walletDecider.evolve, walletDecider.initialState);
const statusOf = async (betId: string) => {
  const head = await stack.ports.eventStore.headPosition();
  await stack.runner.progress.waitFor(head, 5000);
  const bets = answerAs(ZBet.array(), await player.get(`/api/bets/${userId}`));
  return bets.find((bet) => bet.id === betId);
};

beforeAll(async () => {
  stack = await startTestStack({}, { oddsProvider: quietFeed });
  admin = await signInAdmin(stack);
  ({ player, userId } = await approvedPlayer(stack, admin, 'Casher'));
  for (let game = 1; game <= 13; game += 1)
    await listGame(stack.ports.eventStore, { gameId: `c${game}`, scheduledAt: inDays(1) }, board());
});
afterAll(() => stack.stop());

describe('cash out', () => {
  it('offers stake x placement / current decimal x 0.95 and pays it to cash, once', async () => {
    const betId = await placed('c1');
    // -150 unchanged: 1000 x 1 x 0.95
    const offer = await offerOf(betId);
    expect(offer).toEqual({ betId, available: true, offer: 9.5, offerCents: 950, priceVersion: expect.any(String) });
    const before = fold(await walletEvents()).cashCents;
    const accepted = await player.post(`/api/bets/${betId}/cash-out`, {
      offerCents: offer.offerCents,
      priceVersion: offer.priceVersion,
    });
    expect(accepted.status).toBe(201);
    expect(answerAs(ZCashOutResponse, accepted)).toEqual({ betId, status: 'cashed_out', payout: 9.5 });
    expect(fold(await walletEvents()).cashCents).toBe(before + 950);
    expect(await statusOf(betId)).toMatchObject({ status: 'cashed_out', payout: 9.5 });
    expect((await offerOf(betId)).available).toBe(false);

    const again = await player.post(`/api/bets/${betId}/cash-out`, {
      offerCents: 950,
      priceVersion: offer.priceVersion,
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe('This bet has already been cashed out');
  });

  it('answers 409 with the new offer when the price moved, and pays the new one when accepted', async () => {
    const betId = await placed('c2');
    const offer = await offerOf(betId);
    await stack.ports.eventStore.append(
      'odds-c2',
      [
        {
          type: 'OddsPriced',
          data: { gameId: 'c2', markets: board(-200) },
          metadata: { at: new Date().toISOString(), actor: 'system', correlationId: 't', causationId: 't', schema: 1 },
        },
      ],
      'any',
    );
    const refused = await player.post(`/api/bets/${betId}/cash-out`, {
      offerCents: offer.offerCents,
      priceVersion: offer.priceVersion,
    });
    expect(refused.status).toBe(409);
    // 1000 x (5/3) / (3/2) x 0.95 = 1055.55...
    expect(refused.body).toMatchObject({ error: 'The cash out offer has changed', offer: { offerCents: 1055 } });
    const accepted = await player.post(`/api/bets/${betId}/cash-out`, {
      offerCents: refused.body.offer.offerCents,
      priceVersion: refused.body.offer.priceVersion,
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.payout).toBe(10.55);
  });

  it('refuses bad input with a 400 and another player with a 404', async () => {
    const betId = await placed('c3');
    const bad = await player.post(`/api/bets/${betId}/cash-out`, { offerCents: 9.5, priceVersion: 'x' });
    expect(bad.status).toBe(400);
    const { player: other } = await approvedPlayer(stack, admin, 'Stranger');
    expect((await other.post(`/api/bets/${betId}/cash-out`, { offerCents: 950, priceVersion: 'x' })).status).toBe(404);
    expect((await other.get(`/api/bets/${betId}/cash-out`)).status).toBe(403);
  });

  it('a bet settled first is not cashed out: the offer it had is refused', async () => {
    const betId = await placed('c4');
    const offer = await offerOf(betId);
    expect((await admin.post(`/api/admin/bets/${betId}/settle`, { status: 'lost' })).status).toBe(200);
    const late = await player.post(`/api/bets/${betId}/cash-out`, {
      offerCents: offer.offerCents,
      priceVersion: offer.priceVersion,
    });
    expect(late.status).toBe(422);
    expect(late.body.error).toBe('This bet is already settled');
    expect(payingEventsOf(await walletEvents(), betId).map((e) => e.type)).toEqual(['BetSettled']);
  });

  it('a cashed-out bet is left alone when its game is settled', async () => {
    const betId = await placed('c5');
    const offer = await offerOf(betId);
    expect((await player.post(`/api/bets/${betId}/cash-out`, offer)).status).toBe(201);
    await finish('c5');
    const run = await admin.post('/api/settlement/all', {});
    expect(run.status).toBe(200);
    expect(run.body.betsSettled).toBe(0);
    expect(payingEventsOf(await walletEvents(), betId).map((e) => e.type)).toEqual(['BetCashedOut']);
    expect((await statusOf(betId))?.status).toBe('cashed_out');
  });

  it('when a cash out and the game settlement race, exactly one of them pays each bet', async () => {
    const games = ['c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12'];
    const bets = await Promise.all(games.map(async (gameId) => ({ gameId, betId: await placed(gameId) })));
    const offers = await Promise.all(bets.map(({ betId }) => offerOf(betId)));
    const startCash = fold(await walletEvents()).cashCents;
    const answers = await Promise.all(
      bets.map(async ({ gameId, betId }, index) => {
        const [cashOut] = await Promise.all([
          player.post(`/api/bets/${betId}/cash-out`, offers[index]),
          finish(gameId).then(() => admin.post('/api/settlement/all', {})),
        ]);
        return cashOut.status;
      }),
    );
    await expect
      .poll(
        async () => {
          const events = await walletEvents();
          return bets.every(({ betId }) => payingEventsOf(events, betId).length > 0);
        },
        { timeout: 5000 },
      )
      .toBe(true);

    const events = await walletEvents();
    let paid = 0;
    for (const [index, { betId }] of bets.entries()) {
      const paying = payingEventsOf(events, betId);
      expect(paying).toHaveLength(1);
      const [event] = paying;
      if (event?.type === 'BetCashedOut') {
        expect(answers[index]).toBe(201);
        paid += (event.data as { offerCents: number }).offerCents;
      } else {
        expect(answers[index]).toBe(422);
        paid += (event?.data as { payoutCents: number }).payoutCents;
      }
    }
    expect(fold(events).cashCents).toBe(startCash + paid);
    const head = String(await stack.ports.eventStore.headPosition());
    expect(Math.round((await player.get('/api/user', { 'x-min-position': head })).body.balance * 100)).toBe(
      startCash + paid,
    );
  });

  it('an admin re-settling a cashed-out bet takes the cash out back and pays the outcome, in one event', async () => {
    const betId = await placed('c13');
    const offer = await offerOf(betId);
    expect((await player.post(`/api/bets/${betId}/cash-out`, offer)).status).toBe(201);
    const before = fold(await walletEvents()).cashCents;
    expect((await admin.post(`/api/admin/bets/${betId}/settle`, { status: 'won' })).status).toBe(200);
    const resettled = (await walletEvents()).filter(
      (e) => e.type === 'BetResettled' && (e.data as { betId: string }).betId === betId,
    );
    expect(resettled.map((e) => e.data)).toEqual([
      expect.objectContaining({ from: 'cashed_out', to: 'won', reversal: { cashCents: 950, freePlayCents: 0 } }),
    ]);
    // -150 for $10 pays $16.66
    expect(fold(await walletEvents()).cashCents).toBe(before - 950 + 1666);
    expect((await statusOf(betId))?.status).toBe('won');
  });

  it('the audit decides every cash out again from the log and finds the read models agree', async () => {
    await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 5000);
    let out = '';
    const io = { out: (text: string) => void (out += text), err: () => undefined };
    const exit = await runAuditCommand({ name: 'verify', dataDir: stack.dataDir, json: '-', workers: 1 }, io);
    const report = JSON.parse(out) as { mismatchCount: number; mismatches: unknown[] };
    expect(report.mismatches).toEqual([]);
    expect(exit).toBe(EXIT.ok);
  });
});
