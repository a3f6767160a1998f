import {
  userDecider,
  userStreamId,
  usernameDecider,
  usernameStreamId,
  type UserCommand,
  type UsernameCommand,
  type WalletCommand,
  type WalletEvent,
  type WalletState,
} from '@sb/domain';
import type { CommandAnswer, EventMetadata, IdempotencyRequest } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { runDecider, runWalletCommand } from '@sb/platform';

/** The three aggregates an account touches, each behind one call. Wallet events carry the hash chain. */
export const onUsername = (deps: CommandApiDeps, username: string, command: UsernameCommand, metadata: EventMetadata) =>
  runDecider(deps.eventStore, { streamId: usernameStreamId(username), decider: usernameDecider, command, metadata });

export const onUser = (deps: CommandApiDeps, userId: string, command: UserCommand, metadata: EventMetadata) =>
  runDecider(deps.eventStore, { streamId: userStreamId(userId), decider: userDecider, command, metadata });

/** A wallet command's answer (computed before the append) and, with an Idempotency-Key, recorded with its events. */
export type RecordedAnswer = {
  answer: (state: WalletState, events: WalletEvent[]) => CommandAnswer;
  idempotency?: IdempotencyRequest;
};

export const onWallet = (
  deps: CommandApiDeps,
  command: WalletCommand,
  metadata: EventMetadata,
  recorded?: RecordedAnswer,
) => runWalletCommand(deps.eventStore, { command, metadata, ...recorded });
