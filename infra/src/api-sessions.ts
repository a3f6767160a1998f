import { createSessionStore, type ReadStore } from '@sb/platform';

const HOUR_MS = 60 * 60 * 1000;

/** The sessions both APIs share (the read store's `sessions`), with SESSION_ABSOLUTE_HOURS and SESSION_IDLE_HOURS. */
export const apiSessions = (
  readStore: ReadStore,
  secret: string,
  { absoluteHours, idleHours }: { absoluteHours: number; idleHours: number },
) =>
  createSessionStore({
    readStore,
    secret,
    policy: { absoluteMs: absoluteHours * HOUR_MS, idleMs: idleHours * HOUR_MS },
  });
