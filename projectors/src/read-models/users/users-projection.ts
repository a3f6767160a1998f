import type { ReadStore, RecordedEvent } from '@sb/platform';
import { splitStreamId, type Projection } from '../projection.js';
import { evolveUser, type UsersEvent } from './evolve-user.js';
import { USERS, type UserDocument } from './user-document.js';

const SOURCE_CATEGORIES = new Set(['user', 'wallet']);

export const usersProjection: Projection = {
  name: 'users',
  collections: [USERS],
  async setup(store: ReadStore) {
    const users = store.collection<UserDocument>(USERS);
    await users.ensureIndex('usernameLower');
    await users.ensureIndex('status');
  },
  async apply(event: RecordedEvent, store: ReadStore) {
    const [category, userId] = splitStreamId(event.streamId);
    if (!SOURCE_CATEGORIES.has(category)) return;
    const users = store.collection<UserDocument>(USERS);
    const stored = await users.get(userId);
    if (stored && stored._position >= event.position) return;
    const next = evolveUser(stored ? withoutPosition(stored) : null, event as unknown as UsersEvent);
    if (next === undefined) return;
    if (next === null) await users.delete(userId, event.position);
    else await users.put(next, event.position);
  },
};

const withoutPosition = ({ _position: _ignored, ...doc }: UserDocument & { _position: number }): UserDocument => doc;
