import { useSession } from '@sb/web-kit';
import { lazy, Suspense } from 'react';
import { LoginScreen } from '../auth/login-screen';
import { FullPageLoading } from './full-page-loading';

// The signed-in app (router, sidebar, Radix overlays, remotes) is a separate chunk: a signed-out visitor
// downloads only what the login screen needs.
const SignedInApp = lazy(() => import('../layout/signed-in-app'));

/** Spec section 2: check the session once; Loading while it runs, then the login screen or the app. */
export function SessionGate() {
  const { user, isLoading } = useSession();
  if (isLoading) return <FullPageLoading />;
  if (!user) return <LoginScreen />;
  return (
    <Suspense fallback={<FullPageLoading />}>
      <SignedInApp />
    </Suspense>
  );
}
