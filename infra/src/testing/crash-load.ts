import { mulberry32 } from '@sb/platform';
import type { KeepAliveClient } from './http-player.js';

/** Seeded (mulberry32), so a failing crash run can be told apart and its seed reported. */
export const seededRandom = (seed: number) => mulberry32(seed);

/** A command the server acknowledged (2xx): what the log must then hold exactly once. */
export type Acknowledged = { kind: 'bet'; betId: string } | { kind: 'round'; roundId: string };

/**
 * Players placing bets and spinning roulette, one request at a time per connection, until `stop()`. Every 2xx is
 * recorded as acknowledged; failures (the process killed under them) are not, since the client cannot know.
 * `acknowledged` wakes `waitForAcks` so a spec can kill the process after a chosen number of answers.
 */
export const startCrashLoad = (clients: readonly KeepAliveClient[], bet: object) => {
  const acknowledged: Acknowledged[] = [];
  const waiters: { count: number; wake: () => void }[] = [];
  const unexpected: string[] = [];
  let running = true;
  const note = (ack: Acknowledged) => {
    acknowledged.push(ack);
    for (const waiter of [...waiters]) {
      if (acknowledged.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.wake();
      }
    }
  };
  const loops = clients.map(async (client, i) => {
    while (running) {
      const spin = i % 2 === 1;
      const exchange = spin
        ? await client.post('/api/casino/roulette/spin', { bet: 10, betType: 'red' })
        : await client.post('/api/bets', bet);
      if (exchange.error) return;
      const body = exchange.body as { betId?: string; roundId?: string } | undefined;
      if (exchange.status === 201 && body?.betId) note({ kind: 'bet', betId: body.betId });
      else if (exchange.status === 200 && body?.roundId) note({ kind: 'round', roundId: body.roundId });
      else unexpected.push(`${exchange.path} ${exchange.status}: ${JSON.stringify(exchange.body)}`);
      if (unexpected.length > 0) return;
    }
  });
  return {
    acknowledged,
    unexpected,
    /** Resolves once `count` commands in all were acknowledged (or the load stopped). */
    waitForAcks: (count: number) =>
      acknowledged.length >= count ? Promise.resolve() : new Promise<void>((wake) => waiters.push({ count, wake })),
    async stop() {
      running = false;
      await Promise.all(loops);
      for (const waiter of waiters.splice(0)) waiter.wake();
    },
    /** Resolves when every client stopped (their connection failed: the process died). */
    finished: () => Promise.all(loops).then(() => undefined),
  };
};
