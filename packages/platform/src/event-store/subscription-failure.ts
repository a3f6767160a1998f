/**
 * A subscription that dies quietly leaves a read model silently stale, so a failure without an `onError` handler is
 * rethrown outside the promise chain (like an EventEmitter 'error' without a listener): the process's
 * uncaughtException handling decides, and nobody can miss it.
 */
export function reportSubscriptionFailure(error: unknown, onError: ((error: unknown) => void) | undefined): void {
  if (onError) {
    onError(error);
    return;
  }
  queueMicrotask(() => {
    throw error;
  });
}
