import { createSessionStore, type ReadStore } from '@sb/platform';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The sessions both APIs share (the read store's `sessions`), with SESSION_ABSOLUTE_HOURS and SESSION_IDLE_HOURS.
 * `soleWriter`: this one store serves both APIs (the embedded stack), so live sessions are answered from memory.
 */
export const apiSessions = (
  readStore: ReadStore,
  secret: string,
  { absoluteHours, idleHours }: { absoluteHours: number; idleHours: number },
  { soleWriter = false }: { soleWriter?: boolean } = {},
) =>
  createSessionStore({
    readStore,
    secret,
    policy: { absoluteMs: absoluteHours * HOUR_MS, idleMs: idleHours * HOUR_MS },
    soleWriter,
  });
