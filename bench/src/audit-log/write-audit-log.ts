import { join } from 'node:path';
import {
  userDecider,
  userStreamId,
  usernameDecider,
  usernameStreamId,
  type UserEvent,
  type UsernameEvent,
} from '@sb/domain';
import { openSqliteEventStore, type EventStore, type NewEvent } from '@sb/platform';
import { benchGame } from './bench-games.js';
import { createBenchPlayer } from './bench-player.js';
import { seededRandom } from './seeded-random.js';

export type AuditLogShape = {
  events: number;
  players: number;
  games: number;
  stepsPerAppend: number;
  /** At the end, settle every bet still open (every game is finished), as a live stack would have: more events. */
  settleOpenBets?: boolean;
};

/**
 * The version of what writeAuditLog writes, part of a cached log's stamp: a log written by an older version is
 * written again. 2: wallet events stored as the JSON text their hash covers (platform's ledger/stored-chain-text.ts),
 * which the audit hashes as it is; a version-1 log still verifies, serialising every event again.
 */
export const AUDIT_LOG_FORMAT = 2;

const START = Date.parse('2029-12-31T13:00:00.000Z');

const withMeta = (events: readonly (UserEvent | UsernameEvent)[], at: string): NewEvent[] =>
  events.map(({ type, data }) => ({
    type,
    data,
    metadata: { at, actor: 'admin', correlationId: at, causationId: at, schema: 1 },
  }));

/** A player's username reservation and registration, approved (returns the number of events written). */
export async function registerPlayer(store: EventStore, userId: string, username: string, at: string) {
  const reserved = usernameDecider.decide({ type: 'ReserveUsername', username, userId }, usernameDecider.initialState);
  await store.append(usernameStreamId(username), withMeta(reserved, at), 'no_stream');
  const registered = userDecider.decide(
    {
      type: 'RegisterUser',
      userId,
      username,
      passwordHash: 'bench',
      role: 'player',
      approved: true,
      now: at,
      actor: 'admin',
    },
    userDecider.initialState,
  );
  await store.append(userStreamId(userId), withMeta(registered, at), 'no_stream');
  return reserved.length + registered.length;
}

/**
 * Writes a log of about `shape.events` events into `dir/events.sqlite` through the store's append, many events per
 * append: games (scheduled, priced, finished), players (username, registration) and their wallets, each wallet
 * decided by the wallet's decider and hash-chained (see bench-player.ts). Wallets take turns, `stepsPerAppend`
 * commands at a time, so the log interleaves them as a live book would.
 */
export async function writeAuditLog(dir: string, shape: AuditLogShape, seed = 14): Promise<number> {
  const store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const random = seededRandom(seed);
  let tick = 0;
  const clock = () => new Date(START + (tick += 1_000)).toISOString();
  let written = 0;
  try {
    const games = Array.from({ length: shape.games }, (_, n) => benchGame(n));
    for (const game of games)
      for (const [streamId, events] of game.streams) {
        await store.append(streamId, events, 'no_stream');
        written += events.length;
      }
    const players = [];
    for (let n = 0; n < shape.players; n += 1) {
      const userId = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      written += await registerPlayer(store, userId, `bench${n}`, clock());
      players.push(createBenchPlayer(userId, games, random, clock));
    }
    for (const player of players) {
      const events = player.start();
      await store.append(player.streamId, events, 'no_stream');
      written += events.length;
    }
    while (written < shape.events) {
      for (const player of players) {
        const before = player.revision;
        const events: NewEvent[] = [];
        for (let step = 0; step < shape.stepsPerAppend; step += 1) events.push(...player.step());
        if (events.length === 0) continue;
        await store.append(player.streamId, events, before);
        written += events.length;
        if (written >= shape.events) break;
      }
    }
    if (shape.settleOpenBets)
      for (const player of players) {
        const before = player.revision;
        const events = player.settleAll();
        if (events.length === 0) continue;
        await store.append(player.streamId, events, before);
        written += events.length;
      }
    return written;
  } finally {
    await store.close();
  }
}
