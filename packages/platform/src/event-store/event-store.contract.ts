import { afterEach, beforeEach, describe } from 'vitest';
import { appendAndReadContract } from './contract/append-and-read.contract.js';
import type { EventStoreFactory, EventStoreFixture } from './contract/contract-fixtures.js';
import { expectedRevisionContract } from './contract/expected-revision.contract.js';
import { readAllContract } from './contract/read-all.contract.js';
import { subscriptionContract } from './contract/subscription.contract.js';

export type { EventStoreFactory, EventStoreFixture } from './contract/contract-fixtures.js';

/**
 * The behaviour every EventStore adapter must have. Each test gets a fresh fixture and writes only to streams with
 * unique names, so the suite also runs against a shared server; assertions about the whole log look only at the
 * test's own streams.
 */
export function describeEventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture | undefined;

    beforeEach(async () => {
      fixture = await factory();
    });

    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    const current = (): EventStoreFixture => {
      if (!fixture) throw new Error('no event store fixture: the factory failed or the test runs outside the suite');
      return fixture;
    };

    appendAndReadContract(current);
    expectedRevisionContract(current);
    readAllContract(current);
    subscriptionContract(current);
  });
}
