import { useSession } from '@sb/web-kit';
import { lazy, Suspense, useEffect } from 'react';
import { LoginScreen } from '../auth/login-screen';
import { preloadPageOf } from '../routing/preload-page';
import { BootSkeleton } from './boot-skeleton';

// The signed-in app (router, sidebar, Radix overlays, remotes) is a separate chunk: a signed-out visitor
// downloads only what the login screen needs.
const SignedInApp = lazy(() => import('../layout/signed-in-app'));

/**
 * Spec section 2: check the session once; Loading while it runs (the skeleton of index.html, shaped like the app
 * or the login card), then the login screen or the app.
 */
export function SessionGate() {
  const { user, isLoading } = useSession();
  const signedIn = Boolean(user);
  useEffect(() => {
    // The remote of the first screen loads beside the signed-in app's chunk, not after it.
    if (signedIn) preloadPageOf(window.location.pathname);
  }, [signedIn]);
  if (isLoading) return <BootSkeleton />;
  if (!user) return <LoginScreen />;
  return (
    <Suspense fallback={<BootSkeleton shape="app" />}>
      <SignedInApp />
    </Suspense>
  );
}
