/**
 * In-process "something was appended" notification. Subscriptions sleep on it instead of polling the table; it only
 * knows about appends made through this process's store (another process writing the same file is not observed).
 */
export class AppendSignal {
  readonly #listeners = new Set<() => void>();

  /** Returns the function that removes the listener. */
  listen(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called after an append has committed, so a listener that reads now sees it. */
  notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
