import {
  userDecider,
  userStreamId,
  usernameDecider,
  usernameStreamId,
  walletDecider,
  walletStreamId,
  type UserCommand,
  type UsernameCommand,
  type WalletCommand,
} from '@sb/domain';
import type { EventMetadata } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { runDecider } from '@sb/platform';

/** The three aggregates an account touches, each behind one call. Wallet events carry the hash chain. */
export const onUsername = (deps: CommandApiDeps, username: string, command: UsernameCommand, metadata: EventMetadata) =>
  runDecider(deps.eventStore, { streamId: usernameStreamId(username), decider: usernameDecider, command, metadata });

export const onUser = (deps: CommandApiDeps, userId: string, command: UserCommand, metadata: EventMetadata) =>
  runDecider(deps.eventStore, { streamId: userStreamId(userId), decider: userDecider, command, metadata });

export const onWallet = (deps: CommandApiDeps, command: WalletCommand, metadata: EventMetadata) =>
  runDecider(deps.eventStore, {
    streamId: walletStreamId(command.userId),
    decider: walletDecider,
    command,
    metadata,
    hashChained: true,
  });
