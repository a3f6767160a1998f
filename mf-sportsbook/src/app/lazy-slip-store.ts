import type { BetSlipAction } from '../bet-slip/bet-slip-slice';
import { initialBetSlipState } from '../bet-slip/bet-slip-state';
import type { SportsbookState } from './create-store';
import type { SlipStoreKit } from './slip-store-kit';

/** What every reader sees before the store is here: an empty slip (nothing can be on it yet). */
const BEFORE_LOAD: SportsbookState = { betSlip: initialBetSlipState };

/**
 * The sportsbook's Redux Toolkit store, fetched when first needed rather than with the first screen: until it is
 * here the slip reads as empty, and whatever is asked of it (a pick, an action) waits in order and is applied the
 * moment it arrives. Readers subscribe here, so they hear of its arrival as of every change after it.
 */
export class LazySlipStore {
  private arrived: SlipStoreKit | undefined;
  private loading: Promise<void> | undefined;
  private readonly waiting: Array<(kit: SlipStoreKit) => void> = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly loadKit: () => Promise<SlipStoreKit>) {}

  /** A store that is already here (tests, and screens rendered with a store of their own). */
  static ready(kit: SlipStoreKit): LazySlipStore {
    const store = new LazySlipStore(() => Promise.resolve(kit));
    store.arrive(kit);
    return store;
  }

  /** The store and the code that came with it, once here. */
  get kit(): SlipStoreKit | undefined {
    return this.arrived;
  }

  getState = (): SportsbookState => this.arrived?.store.getState() ?? BEFORE_LOAD;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (action: BetSlipAction): void => this.withKit(({ store }) => store.dispatch(action));

  /** Runs `task` with the store now if it is here, else (in the order asked) as soon as it arrives. */
  withKit(task: (kit: SlipStoreKit) => void): void {
    if (this.arrived) {
      task(this.arrived);
      return;
    }
    this.waiting.push(task);
    this.load();
  }

  /** Starts fetching the store's chunk (once; a failed fetch is tried again at the next call). */
  load(): void {
    if (this.arrived || this.loading) return;
    this.loading = this.loadKit().then(
      (kit) => this.arrive(kit),
      () => {
        this.loading = undefined;
      },
    );
  }

  private arrive(kit: SlipStoreKit): void {
    this.arrived = kit;
    kit.store.subscribe(this.notify);
    for (const task of this.waiting.splice(0)) task(kit);
    this.notify();
  }

  private readonly notify = (): void => {
    for (const listener of [...this.listeners]) listener();
  };
}
