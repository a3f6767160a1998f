import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store.js';

// Radix's toast (and its collection, portal and swipe code) is fetched when the first toast is raised: most
// visits raise none, and the first screen should not wait for it.
const ToastList = lazy(() => import('./toast-list.js'));

/** Mounted once by the shell; `toast()` from any remote lands here. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
