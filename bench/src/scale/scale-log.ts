// The scale benchmark's log: written as a live stack leaves it (bets settled, the settler's checkpoint at the head),
// and its read models rebuilt by infra's rebuild script.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openSqliteEventStore, openSqliteReadStore, walletSnapshotPolicy, type EventStore } from '@sb/platform';
import { appendWithSnapshot, busyWallet } from '../audit-log/busy-wallet.js';
import { openBenchGame } from '../audit-log/open-game.js';
import { registerPlayer, writeAuditLog } from '../audit-log/write-audit-log.js';
import { EVENTS, PLAYERS, WALLET_EVENTS, GAMES, BUSY_USER, infraJs } from './scale-config.js';

/** The open game players bet on in both stacks: written into the million-event log and into the empty one. */
export const OPEN_GAME = openBenchGame(0);

export async function appendOpenGame(store: EventStore) {
  for (const [streamId, events] of OPEN_GAME.streams) await store.append(streamId, events, 'no_stream');
}

/**
 * The million-event log: games of a season (scheduled, priced, finished), PLAYERS players registered with their
 * wallets lived through the wallet decider and hash-chained (audit-log/), one busy player's wallet of
 * WALLET_EVENTS events (saved with a snapshot as the command side leaves it), and one open game to bet on.
 */
export async function writeScaleLog(dir: string) {
  const written = await writeAuditLog(
    dir,
    {
      events: EVENTS - WALLET_EVENTS - walletSnapshotPolicy.every - 5,
      players: PLAYERS,
      games: GAMES,
      stepsPerAppend: 5,
    },
    16,
  );
  const store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  try {
    await registerPlayer(store, BUSY_USER, 'scale-busy-player', '2029-12-31T12:00:00.000Z');
    // At least WALLET_EVENTS, with the longest tail after its snapshot a cold load can meet.
    const tail = walletSnapshotPolicy.every - 1;
    const wallet = busyWallet(WALLET_EVENTS + tail, BUSY_USER);
    const snapshotBytes = await appendWithSnapshot(store, wallet.streamId, wallet.events, WALLET_EVENTS);
    await appendOpenGame(store);
    return { events: await store.headPosition(), auditLogEvents: written, snapshotBytes, tail };
  } finally {
    await store.close();
  }
}

/** The settlement process manager's checkpoint (@sb/projectors' SETTLEMENT_GROUP). */
const SETTLEMENT_GROUP = 'settlement';

/**
 * The settlement process manager's checkpoint at the log's head, where a live stack that settled every game as it
 * finished leaves it (the log was written without one running, and every bet in it is settled). Without it the
 * first start would look for open bets on each of the season's finished games.
 */
export async function settledUpToHead(dir: string) {
  const log = openSqliteEventStore({ path: join(dir, 'events.sqlite'), readonly: true });
  const readStore = openSqliteReadStore({ path: join(dir, 'read-models.sqlite') });
  try {
    await readStore.setCheckpoint(SETTLEMENT_GROUP, await log.headPosition());
  } finally {
    await readStore.close();
    await log.close();
  }
}

/** `node infra/dist/rebuild.js` with the stack stopped: every read model dropped and refilled from the log. */
export async function rebuildAll(dir: string) {
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dir, LOG_LEVEL: 'warn' };
  const { stdout } = await promisify(execFile)(process.execPath, [infraJs('rebuild.js')], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { replayed: number; ms: number };
}
