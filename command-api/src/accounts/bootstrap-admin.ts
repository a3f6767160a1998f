import { randomUUID } from 'node:crypto';
import type { CommandApiDeps } from '../deps.js';
import { SCHEMA_VERSION } from '../handling/request-context.js';
import { findUserIdByUsername } from './load-account.js';
import { createAccount } from './create-account.js';

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD at start: creates that approved admin if the username is free.
 * An existing account with that name is left exactly as it is (its password is not reset).
 */
export const bootstrapAdmin = async (
  deps: CommandApiDeps,
  { username, password }: { username: string; password: string },
) => {
  if (await findUserIdByUsername(deps.eventStore, username)) return { created: false as const };
  const correlationId = randomUUID();
  const metadata = {
    at: deps.clock().toISOString(),
    actor: 'system',
    correlationId,
    causationId: correlationId,
    schema: SCHEMA_VERSION,
  };
  const { userId, position } = await createAccount(
    deps,
    { username, password, role: 'admin', approved: true, startingBalanceCents: deps.config.startingBalanceCents },
    () => metadata,
  );
  return { created: true as const, userId, position };
};
