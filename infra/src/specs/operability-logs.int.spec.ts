import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { inDays, listGame, market } from '../testing/catalogue-fixtures.js';
import { capturedLogs } from '../testing/captured-logs.js';

const logs = capturedLogs('info');
let stack: TestStack;
let player: Client;
let playerId: string;

beforeAll(async () => {
  stack = await startTestStack({}, { logger: logs.logger });
  const admin = await signInAdmin(stack);
  ({ player, userId: playerId } = await approvedPlayer(stack, admin, 'Traced', 'Traced-pw-2026'));
  await listGame(stack.ports.eventStore, { gameId: 'traced', scheduledAt: inDays(1) }, [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  ]);
});
afterAll(() => stack.stop());

const moneylineHome = (stake = 10) => ({
  betMode: 'single',
  stake,
  balanceType: 'cash',
  legs: [{ eventId: 'traced', marketType: 'moneyline', selection: 'home', americanOdds: -150, line: null, stake }],
});

describe('one request id from the gateway to the read models', () => {
  it('a bet: one access-log line, its projection lines and the event metadata share the request id', async () => {
    const requestId = 'gw-7f3a9c1e-bet';
    const placed = await player.post('/api/bets', moneylineHome(), { 'x-request-id': requestId });
    expect(placed.status).toBe(201);
    expect(placed.headers.get('x-request-id')).toBe(requestId);
    const position = Number(placed.headers.get('x-log-position'));
    expect(await stack.runner.progress.waitFor(position, 5000)).toBe(true);

    const [betPlaced] = (await stack.ports.eventStore.readStream(`wallet-${playerId}`)).filter(
      (event) => event.type === 'BetPlaced',
    );
    expect(betPlaced?.metadata).toMatchObject({ requestId, actor: playerId, correlationId: requestId });

    const traced = logs.withRequestId(requestId);
    const access = traced.filter((line) => line.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        level: 'info',
        method: 'POST',
        route: '/api/bets',
        path: '/api/bets',
        status: 201,
        userId: playerId,
        durationMs: expect.any(Number),
      }),
    ]);
    const projected = traced.filter((line) => line.msg === 'event projected');
    expect(projected).toEqual([
      expect.objectContaining({ type: 'BetPlaced', position: betPlaced!.position, streamId: `wallet-${playerId}` }),
    ]);
  });

  it('a game ended by a request: its projection, its settlement and the settled bet carry that request id', async () => {
    const placed = await player.post('/api/bets', moneylineHome());
    expect(placed.status).toBe(201);
    const requestId = 'admin-finish-7';
    const finishedAt = await stack.ports.eventStore.append(
      'game-traced',
      [
        {
          type: 'GameFinished',
          data: { gameId: 'traced', homeScore: 101, awayScore: 99, periodScores: [] },
          metadata: {
            at: new Date(0).toISOString(),
            actor: 'admin',
            correlationId: requestId,
            causationId: requestId,
            schema: 1,
            requestId,
          },
        },
      ],
      'any',
    );
    const [finished] = await stack.ports.eventStore.readAll({ afterPosition: finishedAt.position - 1, maxCount: 1 });
    // The settlement process manager acts on its own delivery: wait for its line, then for the projections.
    await expect
      .poll(() => logs.withRequestId(requestId).some((line) => line.msg === 'game settled'), { timeout: 30_000 })
      .toBe(true);
    expect(await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 5000)).toBe(true);

    const settled = (await stack.ports.eventStore.readStream(`wallet-${playerId}`)).filter(
      (event) => event.type === 'BetSettled' && (event.data as { betId: string }).betId === placed.body.betId,
    );
    expect(settled).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({
          requestId,
          correlationId: requestId,
          causationId: finished!.id,
          actor: 'system',
        }),
      }),
    ]);
    const traced = logs.withRequestId(requestId);
    expect(traced.filter((line) => line.msg === 'event projected').map((line) => line.type)).toEqual(
      expect.arrayContaining(['GameFinished', 'BetSettled']),
    );
    expect(traced.find((line) => line.msg === 'game settled')).toMatchObject({ gameId: 'traced', betsSettled: 2 });
  });

  it('generates an id when the request brings none (or one that is not an id) and answers it', async () => {
    const generated = await player.get('/api/user');
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await player.get('/api/user', { 'x-request-id': 'not an id; rm -rf /' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.withRequestId(id!)).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', route: '/api/user', status: 200, userId: playerId }),
    ]);
  });

  it('logs a refused command once, by route pattern, without the body or the cookie', async () => {
    const refused = await player.post('/api/bets', moneylineHome(900_000), { 'x-request-id': 'big-one' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(logs.withRequestId('big-one')).toEqual([
      expect.objectContaining({ msg: 'request', route: '/api/bets', status: refused.status, userId: playerId }),
    ]);
    const login = await stack.client().login('Traced', 'Traced-pw-2026');
    expect(login.status).toBe(200);
    const everything = JSON.stringify(logs.lines);
    expect(everything).not.toContain('Traced-pw-2026');
    expect(everything).not.toContain('sb_session=');
  });
});
