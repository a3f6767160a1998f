import { randomUUID } from 'node:crypto';
import {
  betCount,
  DomainError,
  priceLeg,
  userDecider,
  userStreamId,
  usernameDecider,
  usernameStreamId,
  type CasinoAction,
  type CasinoGame,
  type LegRequest,
  type RoundOpening,
  type UserCommand,
  type UsernameCommand,
  type WalletCommand,
  type WalletState,
} from '@sb/domain';
import {
  createInProcessTransport,
  loadCatalogueView,
  runDecider,
  runWalletCommand,
  type EventMetadata,
  type EventStore,
  type ReadStore,
} from '@sb/platform';
import { allProjections, createBetSettler, createProjectionRunner } from '@sb/projectors';
import { randomCasinoSeeds } from '@sb/command-api';
import { appendGameEvent, listGame, market } from '../../testing/catalogue-fixtures.js';
import type { WorldStep } from './world-steps.js';

const START = Date.parse('2026-06-01T00:00:00.000Z');
const OPENINGS: RoundOpening[] = [
  { game: 'roulette', betType: 'red' },
  { game: 'roulette', betType: '17' },
  { game: 'slots' },
  { game: 'baccarat', choice: 'banker' },
  { game: 'baccarat', choice: 'tie' },
  { game: 'craps', choice: 'pass' },
  { game: 'craps', choice: 'dontPass' },
  { game: 'blackjack' },
];
const BOARD = [
  market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  market('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 }),
  market('totals', { line: 220.5, overOdds: -105, underOdds: -115 }),
];
const PICKS: Omit<LegRequest, 'eventId' | 'stakeCents'>[] = [
  { marketType: 'moneyline', selection: 'home', line: null, americanOdds: -150 },
  { marketType: 'moneyline', selection: 'away', line: null, americanOdds: 130 },
  { marketType: 'spread', selection: 'home', line: -3.5, americanOdds: -110 },
  { marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110 },
  { marketType: 'totals', selection: 'over', line: 220.5, americanOdds: -105 },
  { marketType: 'totals', selection: 'under', line: 220.5, americanOdds: -115 },
] as Omit<LegRequest, 'eventId' | 'stakeCents'>[];

type Player = { id: string; username: string; deleted: boolean };

/**
 * A world driven through the command side's own pieces on a real store: the accounts, username and wallet
 * deciders run by runDecider (hash chain included, as the command API does), bets priced by priceLeg from the
 * log, games finished in the log and settled by the settlement process's BetSettler, casino rounds with fresh
 * random seeds, while the projection runner keeps the read models up to date. Refused commands append nothing.
 */
export function createAuditWorld({ eventStore, readStore }: { eventStore: EventStore; readStore: ReadStore }) {
  const transport = createInProcessTransport(eventStore);
  const runner = createProjectionRunner({
    transport,
    readStore,
    projections: allProjections,
    logger: { error: () => undefined },
  });
  let tick = 0;
  const now = () => new Date(START + (tick += 1000)).toISOString();
  const settler = createBetSettler({ eventStore, readStore, clock: () => new Date(START + tick) });
  const players: Player[] = [];
  const bets: { betId: string; userId: string }[] = [];
  const games: { id: string; open: boolean }[] = [];
  let commands = 0;
  let refused = 0;

  const metadata = (actor: string): EventMetadata => {
    const id = randomUUID();
    return { at: now(), actor, correlationId: id, causationId: id, schema: 1 };
  };
  const attempt = async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    commands += 1;
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused += 1;
      return undefined;
    }
  };
  const onUser = (userId: string, command: UserCommand) =>
    runDecider(eventStore, {
      streamId: userStreamId(userId),
      decider: userDecider,
      command,
      metadata: metadata('admin'),
    });
  const onUsername = (username: string, command: UsernameCommand) =>
    runDecider(eventStore, {
      streamId: usernameStreamId(username),
      decider: usernameDecider,
      command,
      metadata: metadata('admin'),
    });
  const onWallet = (command: WalletCommand, actor = command.userId) =>
    runWalletCommand(eventStore, { command, metadata: metadata(actor) });
  const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(items.length, 1)];
  const livePlayer = (n: number) =>
    pick(
      players.filter((p) => !p.deleted),
      n,
    );

  const register = async (approved: boolean) => {
    const userId = randomUUID();
    const username = `player${players.length + 1}`;
    await onUsername(username, { type: 'ReserveUsername', username, userId });
    const at = now();
    const command = {
      type: 'RegisterUser' as const,
      userId,
      username,
      passwordHash: 'not-a-real-hash',
      role: 'player' as const,
      approved,
      now: at,
      actor: 'admin',
    };
    await onUser(userId, command);
    players.push({ id: userId, username, deleted: false });
    if (approved) await onWallet({ type: 'CreditStartingBalance', userId, amountCents: 100_000 }, 'admin');
  };

  const placeBet = async (step: Extract<WorldStep, { kind: 'bet' }>) => {
    const player = livePlayer(step.user);
    const game = pick(
      games.filter((g) => g.open),
      step.game,
    );
    if (!player || !game) return;
    const legs = step.picks.slice(0, step.parlay ? 3 : 1).map((p): LegRequest => ({
      ...(PICKS[p % PICKS.length] as Omit<LegRequest, 'eventId' | 'stakeCents'>),
      eventId: game.id,
      stakeCents: step.stakeCents,
    }));
    const betMode = step.parlay && legs.length > 1 ? 'parlay' : 'single';
    const placedAt = now();
    const view = await loadCatalogueView(eventStore, game.id);
    const betIds = Array.from({ length: betCount({ betMode, legs }) }, () => randomUUID());
    const command: WalletCommand = {
      type: 'PlaceBet',
      userId: player.id,
      betMode,
      balanceType: step.balanceType,
      stakeCents: betMode === 'parlay' ? step.stakeCents : legs.length * step.stakeCents,
      legs,
      quotes: legs.map((leg) => priceLeg(leg, view, placedAt)),
      betIds,
      legIds: legs.map(() => randomUUID()),
      placedAt,
    };
    await onWallet(command);
    betIds.forEach((betId) => bets.push({ betId, userId: player.id }));
  };

  const playCasino = async (step: Extract<WorldStep, { kind: 'casino' }>) => {
    const player = livePlayer(step.user);
    const opening = OPENINGS[step.opening % OPENINGS.length];
    if (!player || !opening) return;
    const start = { type: 'StartCasinoRound' as const, userId: player.id, roundId: randomUUID(), opening };
    const fresh = randomCasinoSeeds();
    const started = await onWallet({ ...start, stakeCents: step.stakeCents, balanceType: 'cash', at: now(), fresh });
    let state: WalletState = started.state;
    const game: CasinoGame = opening.game;
    for (const move of step.moves) {
      const allowed: CasinoAction[] = state.casino.open[game]?.allowedActions ?? [];
      const action = allowed[move % Math.max(allowed.length, 1)];
      if (!action) return;
      const acted = await attempt(() =>
        onWallet({ type: 'ActOnCasinoRound', userId: player.id, game, roundId: null, action, at: now() }),
      );
      if (!acted) return;
      state = acted.state;
    }
  };

  const finishGame = async (step: Extract<WorldStep, { kind: 'finishGame' }>) => {
    const game = pick(
      games.filter((g) => g.open),
      step.game,
    );
    if (!game) return;
    game.open = false;
    if (step.calledOff) await appendGameEvent(eventStore, game.id, 'GameCancelled', {});
    else {
      const periodScores = [{ period: 'Q1', home: step.home, away: step.away }];
      await appendGameEvent(eventStore, game.id, 'GameFinished', {
        homeScore: step.home,
        awayScore: step.away,
        periodScores,
        playerStats: {},
      });
    }
    await caughtUp();
    await settler.settleGame(game.id);
  };

  const caughtUp = async () => {
    if (!(await runner.progress.waitFor(await eventStore.headPosition(), 30_000))) throw new Error('projections lag');
  };

  const run = async (step: WorldStep): Promise<void> => {
    switch (step.kind) {
      case 'register':
        return void (await attempt(() => register(step.approved)));
      case 'approve': {
        const player = livePlayer(step.user);
        if (!player) return;
        const approved = await attempt(() => onUser(player.id, { type: 'ApproveUser', actor: 'admin' }));
        if (approved)
          await attempt(() =>
            onWallet({ type: 'CreditStartingBalance', userId: player.id, amountCents: 100_000 }, 'admin'),
          );
        return;
      }
      case 'adjust': {
        const player = livePlayer(step.user);
        if (!player) return;
        const { balanceType, amountCents } = step;
        return void (await attempt(() =>
          onWallet({ type: 'AdjustBalance', userId: player.id, balanceType, amountCents, actor: 'admin' }, 'admin'),
        ));
      }
      case 'freePlay': {
        const player = livePlayer(step.user);
        if (!player) return;
        return void (await attempt(() =>
          onWallet({ type: 'AddFreePlay', userId: player.id, amountCents: step.amountCents, actor: 'admin' }, 'admin'),
        ));
      }
      case 'listGame': {
        const id = `g${games.length + 1}`;
        games.push({ id, open: true });
        commands += 1;
        return void (await listGame(eventStore, { gameId: id, scheduledAt: '2030-01-01T00:00:00.000Z' }, BOARD));
      }
      case 'bet':
        return void (await attempt(() => placeBet(step)));
      case 'finishGame':
        commands += 1;
        return finishGame(step);
      case 'settleAll':
        commands += 1;
        await caughtUp();
        return void (await settler.settleEverythingDecidable());
      case 'adminOutcome': {
        const bet = pick(bets, step.bet);
        if (!bet) return;
        const command = {
          type: 'SetBetOutcome' as const,
          userId: bet.userId,
          betId: bet.betId,
          outcome: step.outcome,
          actor: 'admin',
          settledAt: now(),
        };
        return void (await attempt(() => onWallet(command, 'admin')));
      }
      case 'delete': {
        const player = livePlayer(step.user);
        if (!player) return;
        player.deleted = true;
        commands += 1;
        await onUser(player.id, { type: 'DeleteUser', actor: 'admin' });
        await onWallet({ type: 'CloseWallet', userId: player.id, actor: 'admin' }, 'admin');
        return void (await onUsername(player.username, {
          type: 'ReleaseUsername',
          username: player.username,
          userId: player.id,
        }));
      }
      case 'casino':
        return void (await attempt(() => playCasino(step)));
      case 'rotate': {
        const player = livePlayer(step.user);
        if (!player) return;
        return void (await attempt(() =>
          onWallet({ type: 'RotateCasinoSeeds', userId: player.id, fresh: randomCasinoSeeds() }),
        ));
      }
      case 'clientSeed': {
        const player = livePlayer(step.user);
        if (!player) return;
        const command = {
          type: 'ChangeCasinoClientSeed' as const,
          userId: player.id,
          clientSeed: step.seed,
          fresh: randomCasinoSeeds(),
        };
        return void (await attempt(() => onWallet(command)));
      }
    }
  };

  return {
    start: () => runner.start(),
    async stop() {
      await caughtUp();
      await runner.stop();
      await transport.close();
    },
    run,
    caughtUp,
    players,
    get stats() {
      return { commands, refused, players: players.length, bets: bets.length, games: games.length };
    },
  };
}
