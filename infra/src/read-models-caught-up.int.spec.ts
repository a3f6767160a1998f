import { describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '@sb/platform';
import { BETS, createLocalProgress, type BetSettler } from '@sb/projectors';
import { betsPort } from './bets-port.js';
import { readModelsCaughtUp } from './read-models-caught-up.js';

const unused = {} as BetSettler;

describe('a command that reads read models', () => {
  it('waits until they have applied the log as it stood when it asked', async () => {
    const progress = createLocalProgress();
    const caughtUp = readModelsCaughtUp({ headPosition: async () => 7 }, progress);
    let done = false;
    const waiting = caughtUp().then(() => (done = true));
    progress.advance(6);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    progress.advance(7);
    await waiting;
    expect(done).toBe(true);
  });

  it("finds a bet's owner that the read model had not applied when the admin asked", async () => {
    const readStore = openSqliteReadStore({ path: ':memory:' });
    const progress = createLocalProgress();
    // The bet is at position 3 of the log; the read model gets it only after the command has asked.
    const caughtUp = readModelsCaughtUp({ headPosition: async () => 3 }, progress);
    const owner = betsPort(readStore, unused, caughtUp).ownerOf('b1');
    await readStore.collection(BETS).put({ id: 'b1', userId: 'u1' }, 3);
    progress.advance(3);
    expect(await owner).toBe('u1');
    await readStore.close();
  });
});
