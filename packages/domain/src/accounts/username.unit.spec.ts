import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { usernameDecider, usernameHolder, usernameStreamId, type UsernameEvent } from './username.js';

const spec = deciderSpec(usernameDecider);
const reserved: UsernameEvent = { type: 'UsernameReserved', data: { username: 'Bob', userId: 'u1' } };
const released: UsernameEvent = { type: 'UsernameReleased', data: { username: 'Bob', userId: 'u1' } };

describe('username reservation', () => {
  it('is keyed case-insensitively', () => expect(usernameStreamId(' BoB ')).toBe('username-bob'));

  it('reserves a free name and refuses a taken one', () => {
    spec.given([]).when({ type: 'ReserveUsername', username: 'Bob', userId: 'u1' }).then([reserved]);
    spec
      .given([reserved])
      .when({ type: 'ReserveUsername', username: 'bob', userId: 'u2' })
      .thenThrows('Username already exists', 'conflict');
  });

  it('frees a name on release so it can be reserved again', () => {
    spec.given([reserved]).when({ type: 'ReleaseUsername', username: 'Bob', userId: 'u1' }).then([released]);
    spec
      .given([reserved, released])
      .when({ type: 'ReserveUsername', username: 'bob', userId: 'u2' })
      .then([{ type: 'UsernameReserved', data: { username: 'bob', userId: 'u2' } }]);
    expect(usernameHolder([reserved, released])).toBeNull();
  });

  it('ignores a release by someone who does not hold the name', () =>
    spec.given([reserved]).when({ type: 'ReleaseUsername', username: 'Bob', userId: 'u9' }).then([]));
});
