// The scale benchmark's sizes, targets and small helpers (env: SCALE_EVENTS, SCALE_PLAYERS, SCALE_WALLET_EVENTS,
// SCALE_PLACEMENT_SECONDS, SCALE_PORT).
import { fileURLToPath } from 'node:url';

export const EVENTS = Number(process.env.SCALE_EVENTS ?? 1_000_000);
export const PLAYERS = Number(process.env.SCALE_PLAYERS ?? 10_000);
export const WALLET_EVENTS = Number(process.env.SCALE_WALLET_EVENTS ?? 100_000);
/** An NBA regular season. */
export const GAMES = 1_230;
export const CLIENTS = 50;
export const PLACEMENT_SECONDS = Number(process.env.SCALE_PLACEMENT_SECONDS ?? 10);
export const PORT = Number(process.env.SCALE_PORT ?? 18_490);
export const ADMIN = { username: 'scale-admin', password: 'scale-admin-password' };
export const PASSWORD = 'scale-player-password';
export const BUSY_USER = 'ffffffff-ffff-4fff-8fff-000000000001';

export const TARGET = { startMs: 10_000, rssMiB: 512, p99Ratio: 1.5, coldLoadMs: 100, rebuildPerSecond: 100_000 };

export const infraJs = (name: string) => fileURLToPath(new URL(`../../../infra/dist/${name}`, import.meta.url));
export const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Progress on stderr: the preparation takes minutes. */
export const say = (message: string) => process.stderr.write(`[scale ${new Date().toISOString()}] ${message}\n`);
export const met = (ok: boolean) => (ok ? 'met' : 'not met');
