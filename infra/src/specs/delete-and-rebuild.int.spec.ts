import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, rebuildProjections, USERS } from '@sb/projectors';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

let stack: TestStack;
let admin: Client;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
});
afterAll(() => stack.stop());

describe('deleting a user', () => {
  it('removes them from the read models, frees the name, and a rebuild gives the same documents', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Kim');
    await approvedPlayer(stack, admin, 'Lou');
    await admin.post(`/api/admin/add-freeplay/${userId}`, { amount: 5 });
    const deleted = await admin.delete(`/api/admin/delete-user/${userId}`);
    expect(deleted.status).toBe(200);

    const users = (await admin.get('/api/admin/users')).body as { id: string }[];
    expect(users.map((u) => u.id)).not.toContain(userId);
    expect((await player.get('/api/user')).status).toBe(401);
    expect((await player.login('Kim', 'pw-12345')).status).toBe(401);

    const log = await stack.ports.eventStore.readStream(`user-${userId}`);
    expect(log.map((e) => e.type)).toEqual(['UserRegistered', 'UserApproved', 'UserDeleted']);

    const again = await stack.client().post('/api/register', { username: 'kim', password: 'new-password' });
    expect(again.status).toBe(201);
    // The new registration is in the read models before they are read straight from the store.
    expect(await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 5000)).toBe(true);

    const collection = stack.ports.readStore.collection(USERS);
    const before = await collection.find({}, { sort: { id: 1 } });
    await stack.runner.stop();
    const { replayed } = await rebuildProjections({ ...stack.ports, projections: allProjections });
    expect(replayed).toBeGreaterThan(0);
    expect(await collection.find({}, { sort: { id: 1 } })).toEqual(before);
  });
});
