import type { UserRole } from '@sb/domain';
import type { EventMetadata } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onUser, onUsername, onWallet } from './accounts.streams.js';

export type NewAccount = {
  username: string;
  password: string;
  role: UserRole;
  /** An admin's or the bootstrap's account is approved at once; a sign-up waits for an admin. */
  approved: boolean;
  /** Credited at once (an approved account); null for a sign-up, credited when an admin approves it. */
  startingBalanceCents: number | null;
};

/**
 * The one way an account comes to exist (sign-up, bootstrap admin, admin create-user), in the order that matters:
 * hash the password first (slow, and it can fail without leaving anything behind), then reserve the username (the
 * uniqueness check: two sign-ups cannot share it), then register the user, then credit its starting balance.
 * `metadataOf` gets the new id, since a sign-up is its own actor.
 */
export async function createAccount(
  deps: CommandApiDeps,
  account: NewAccount,
  metadataOf: (userId: string) => EventMetadata,
): Promise<{ userId: string; position: number }> {
  const { username, role, approved } = account;
  const userId = deps.newId();
  const passwordHash = await deps.hasher.hash(account.password);
  const metadata = metadataOf(userId);
  await onUsername(deps, username, { type: 'ReserveUsername', username, userId }, metadata);
  const registered = await onUser(
    deps,
    userId,
    { type: 'RegisterUser', userId, username, passwordHash, role, approved, now: metadata.at, actor: metadata.actor },
    metadata,
  );
  if (account.startingBalanceCents === null) return { userId, position: registered.position };
  const credited = await onWallet(
    deps,
    { type: 'CreditStartingBalance', userId, amountCents: account.startingBalanceCents },
    metadata,
  );
  return { userId, position: credited.position };
}
