import { randomUUID } from 'node:crypto';
import { runCleanup, type CommandApiDeps } from '@sb/command-api';
import { scheduleDailyAt } from './daily-at.js';

export const CLEANUP_HOUR = 4;

/** The spec's automatic cleanup, every day at 04:00 local time, as the system user. */
export const scheduleDailyCleanup = (deps: CommandApiDeps) =>
  scheduleDailyAt(
    CLEANUP_HOUR,
    async () => {
      const correlationId = randomUUID();
      const at = deps.clock().toISOString();
      const { stats } = await runCleanup(deps, {
        at,
        actor: 'system',
        correlationId,
        causationId: correlationId,
        schema: 1,
      });
      deps.logger.info(stats, 'daily cleanup ran');
    },
    (error) => deps.logger.error({ error: String(error) }, 'daily cleanup failed'),
  );
