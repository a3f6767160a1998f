import { conflict, ERROR_CODES } from '../shared/domain-error.js';
import type { Decider, DomainEvent } from '../shared/decider.js';

/**
 * `username-<lowercased name>` streams make usernames unique case-insensitively without a read model:
 * the first reservation is appended with expected revision "no stream"; a released name can be reserved
 * again at the revision the release was read at.
 */
export const usernameStreamId = (username: string) => `username-${username.trim().toLowerCase()}`;

export type UsernameEvent =
  | DomainEvent<'UsernameReserved', { username: string; userId: string }>
  | DomainEvent<'UsernameReleased', { username: string; userId: string }>;

export type UsernameCommand =
  | { type: 'ReserveUsername'; username: string; userId: string }
  | { type: 'ReleaseUsername'; username: string; userId: string };

export type UsernameState = { holder: string | null };

export const USERNAME_TAKEN = 'Username already exists';

export const usernameDecider: Decider<UsernameCommand, UsernameEvent, UsernameState> = {
  initialState: { holder: null },
  evolve: (_state, event) => (event.type === 'UsernameReserved' ? { holder: event.data.userId } : { holder: null }),
  decide: (command, state) => {
    if (command.type === 'ReserveUsername') {
      if (state.holder !== null) throw conflict(USERNAME_TAKEN, { code: ERROR_CODES.usernameTaken });
      return [{ type: 'UsernameReserved', data: { username: command.username, userId: command.userId } }];
    }
    if (state.holder !== command.userId) return [];
    return [{ type: 'UsernameReleased', data: { username: command.username, userId: command.userId } }];
  },
};

/** Who holds a username, from the events of its reservation stream. */
export const usernameHolder = (events: readonly UsernameEvent[]) =>
  events.reduce(usernameDecider.evolve, usernameDecider.initialState).holder;
