import type { EmbeddedStack } from '@sb/infra';

/**
 * Samples append-to-visible latency while load runs: every few milliseconds it takes the event at the head
 * of the log, and measures from the time recorded in its metadata (set by the command just before the
 * append) until the projection runner has applied it, i.e. until GET /api/bets would show it.
 */
export const measureProjectionLag = (stack: EmbeddedStack, everyMs = 5) => {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const [head] = await stack.ports.eventStore.readAll({
        afterPosition: (await stack.ports.eventStore.headPosition()) - 1,
      });
      if (head && head.type === 'BetPlaced') {
        const appendedAt = Date.parse(head.metadata.at);
        if (await stack.runner.progress.waitFor(head.position, 5000)) samples.push(Date.now() - appendedAt);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
};
