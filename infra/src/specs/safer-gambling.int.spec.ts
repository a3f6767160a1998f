import { ZSaferGambling } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '@sb/platform';
import { localParts } from '@sb/domain';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import { inDays, listGame, market } from '../testing/catalogue-fixtures.js';
import { appendsNothing, cashShown, expectRefusal, walletStream } from '../testing/casino-fixtures.js';
import { EXIT, runAuditCommand } from '../audit/run-audit-command.js';

let stack: TestStack;
let admin: Client;

/**
 * The command side decides on the wall clock. A zone whose local time is between 06:00 and 18:00 now keeps every
 * bet of a spec in one calendar day (for any instant one of these three is).
 */
const ZONE = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].find((zone) => {
  const { hour } = localParts(Date.now(), zone);
  return hour >= 6 && hour < 18;
}) as string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  const board = [market('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 })];
  await listGame(stack.ports.eventStore, { gameId: 'g1', scheduledAt: inDays(1) }, board);
});
afterAll(() => stack.stop());

const tenDollarBet = {
  betMode: 'single',
  stake: 10,
  balanceType: 'cash',
  legs: [{ eventId: 'g1', marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110, stake: 10 }],
};

const setLimit = (player: Client, kind: string, period: string, amountCents: number | null) =>
  player.post('/api/safer-gambling/limits', { kind, period, amountCents, timeZone: ZONE });

const limitOf = (body: { limits: { kind: string; period: string }[] }, kind: string, period: string) =>
  body.limits.find((limit) => limit.kind === kind && limit.period === period);

describe('a daily stake limit under concurrent bets', () => {
  it('100 concurrent $10 bets against a $100 daily stake limit: exactly 10 are accepted', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Limited');
    expect((await setLimit(player, 'stake', 'day', 10_000)).status).toBe(200);
    const before = await cashShown(player);

    const answers = await Promise.all(Array.from({ length: 100 }, () => player.post('/api/bets', tenDollarBet)));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(90);
    for (const answer of refused) expectRefusal(answer, 422, 'Daily stake limit reached: $0.00 left until 00:00');
    expect(refused[0]?.body).toMatchObject({
      rule: 'safer_gambling_limit',
      limit: { kind: 'stake', period: 'day', amountCents: 10_000 },
      leftCents: 0,
    });

    const stream = await walletStream(stack, userId);
    expect(stream.filter((event) => event.type === 'BetPlaced')).toHaveLength(10);
    expect(verifyChain(stream).valid).toBe(true);
    expect(await cashShown(player)).toBe(before - 10_000);
    const mine = await player.get('/api/safer-gambling');
    answerAs(ZSaferGambling, mine);
    expect(limitOf(mine.body, 'stake', 'day')).toMatchObject({ amountCents: 10_000, usedCents: 10_000, leftCents: 0 });
  });
});

describe('limits, time-outs and self-exclusion over HTTP', () => {
  it('a loss limit stops a casino round before any money moves', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Roller');
    expect((await setLimit(player, 'loss', 'week', 500)).status).toBe(200);
    const answer = await appendsNothing(stack, userId, () =>
      player.post('/api/casino/roulette/spin', { bet: 10, betType: 'red' }),
    );
    expectRefusal(answer, 422, /^Weekly loss limit reached: \$5\.00 left until Mon \d{1,2} [A-Z][a-z]{2} 00:00$/);
    expect((await player.post('/api/casino/roulette/spin', { bet: 5, betType: 'red' })).status).toBe(200);
  });

  it('raising waits 24 h (pending), lowering is at once; both are wallet events', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Careful');
    expect((await setLimit(player, 'loss', 'day', 5_000)).status).toBe(200);
    const raised = await setLimit(player, 'loss', 'day', 20_000);
    expect(raised.status).toBe(200);
    const pending = limitOf(raised.body, 'loss', 'day');
    expect(pending).toMatchObject({ amountCents: 5_000, pending: { amountCents: 20_000 } });
    const lowered = await setLimit(player, 'loss', 'day', 1_000);
    expect(limitOf(lowered.body, 'loss', 'day')).toMatchObject({ amountCents: 1_000, pending: null });
    const types = (await walletStream(stack, userId)).map((event) => event.type);
    expect(types.filter((type) => type === 'PlayLimitSet')).toHaveLength(3);
    const shown = await player.get('/api/safer-gambling');
    answerAs(ZSaferGambling, shown);
    expect(limitOf(shown.body, 'loss', 'day')).toMatchObject({ amountCents: 1_000, pending: null });
  });

  it('a time-out refuses bets, rounds and raising a limit, but sign-in, balance and history still work', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Resting');
    expect((await setLimit(player, 'stake', 'day', 5_000)).status).toBe(200);
    const taken = await player.post('/api/safer-gambling/time-out', { duration: '24h', timeZone: ZONE });
    expect(taken.status).toBe(200);
    expect(taken.body.exclusion).toMatchObject({ kind: 'time-out', duration: '24h' });
    const refusal =
      /^You are on a time-out until \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}: no betting or casino play until then$/;
    expectRefusal(await appendsNothing(stack, userId, () => player.post('/api/bets', tenDollarBet)), 422, refusal);
    expectRefusal(
      await appendsNothing(stack, userId, () => player.post('/api/casino/roulette/spin', { bet: 10, betType: 'red' })),
      422,
      refusal,
    );
    expectRefusal(await setLimit(player, 'stake', 'day', 9_000), 422, /no raising limits until then$/);
    expect((await setLimit(player, 'stake', 'day', 1_000)).status).toBe(200);
    expect((await player.get('/api/user')).status).toBe(200);
    expect((await player.get(`/api/bets/${userId}`)).status).toBe(200);
    expect((await player.get('/api/safer-gambling')).body.exclusion).toMatchObject({ kind: 'time-out' });
  });

  it('self-exclusion: the admin sees it read-only and nothing ends it early', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Excluded');
    const started = await player.post('/api/safer-gambling/self-exclusion', { duration: '6m', timeZone: ZONE });
    expect(started.status).toBe(200);
    expectRefusal(
      await player.post('/api/safer-gambling/time-out', { duration: '30d', timeZone: ZONE }),
      422,
      /^You are already self-excluded until /,
    );
    const seen = await admin.get(`/api/admin/users/${userId}/safer-gambling`);
    expect(seen.status).toBe(200);
    answerAs(ZSaferGambling, seen);
    expect(seen.body.exclusion).toMatchObject({ kind: 'self-exclusion', duration: '6m' });
    // No route ends or changes another player's exclusion or limits.
    expect((await admin.post(`/api/admin/users/${userId}/safer-gambling`, {})).status).toBe(404);
    expect((await admin.post('/api/safer-gambling/self-exclusion/end', {})).status).toBe(404);
    expect((await player.get(`/api/admin/users/${userId}/safer-gambling`)).status).toBe(403);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const { player } = await approvedPlayer(stack, admin, 'Typo');
    const badZone = await player.post('/api/safer-gambling/limits', {
      kind: 'loss',
      period: 'day',
      amountCents: 100,
      timeZone: 'Mars/Olympus',
    });
    expectRefusal(badZone, 400, 'Unknown time zone');
    expectRefusal(await setLimit(player, 'win', 'day', 100), 400, "kind must be 'loss' or 'stake'");
    expectRefusal(
      await setLimit(player, 'loss', 'day', 1.5),
      400,
      'amountCents must be a whole number of cents or null',
    );
    expectRefusal(
      await player.post('/api/safer-gambling/time-out', { duration: '1h', timeZone: ZONE }),
      400,
      "duration must be '24h', '7d' or '30d'",
    );
    expectRefusal(
      await player.post('/api/safer-gambling/reality-check', { intervalMinutes: 1 }),
      400,
      'Reality check must be every 5 to 240 minutes',
    );
    expect(
      (await player.post('/api/safer-gambling/reality-check', { intervalMinutes: 30 })).body.realityCheckMinutes,
    ).toBe(30);
    expect((await stack.client().get('/api/safer-gambling')).status).toBe(401);
  });
});

describe('the audit', () => {
  const captured = () => {
    const io = { stdout: '' };
    return { io, output: { out: (text: string) => void (io.stdout += text), err: () => undefined } };
  };

  it('verify decides every limit, time-out and exclusion again; the statement lists each change with its time', async () => {
    const { player } = await approvedPlayer(stack, admin, 'Audited');
    expect((await setLimit(player, 'stake', 'week', 20_000)).status).toBe(200);
    expect((await player.post('/api/safer-gambling/time-out', { duration: '7d', timeZone: ZONE })).status).toBe(200);

    const verify = captured();
    expect(await runAuditCommand({ name: 'verify', dataDir: stack.dataDir, workers: 1 }, verify.output)).toBe(EXIT.ok);
    expect(verify.io.stdout).toMatch(/VERIFIED/);

    const statement = captured();
    const command = { name: 'statement', dataDir: stack.dataDir, username: 'Audited', csv: true } as const;
    expect(await runAuditCommand(command, statement.output)).toBe(EXIT.ok);
    expect(statement.io.stdout).toContain(`Weekly stake limit $200.00 (${ZONE}) at once`);
    expect(statement.io.stdout).toMatch(/TimeOutTaken.*Time-out 7d until \d{4}-\d{2}-\d{2}T/);
    // No read model parked on a safer-gambling event.
    expect((await stack.client().get('/api/health')).status).toBe(200);
  });
});
