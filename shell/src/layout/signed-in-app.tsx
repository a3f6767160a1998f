import { PageSkeleton, Toaster } from '@sb/web-kit';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ensureRemotesRegistered } from '../federation/remotes-manifest';
import { RemoteOutlet } from '../routing/remote-outlet';
import { NotForAuditors } from '../routing/role-guards';
import { AppLayout } from './app-layout';
import { RealityCheckDialog } from './reality-check/reality-check-dialog';

// Settings (and its safer-gambling controls) is a chunk of its own: no first screen needs it.
const SettingsPage = lazy(() => import('../pages/settings-page').then((module) => ({ default: module.SettingsPage })));

/** Everything behind the login: loaded as its own chunk once a session exists. */
export default function SignedInApp() {
  useEffect(() => {
    // Start reading /remotes.json while the layout paints; the first remote route then waits less.
    ensureRemotesRegistered().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  }, []);

  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route
            path="/settings"
            element={
              <NotForAuditors>
                <Suspense fallback={<PageSkeleton shape="table" />}>
                  <SettingsPage />
                </Suspense>
              </NotForAuditors>
            }
          />
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Routes>
      <RealityCheckDialog />
      <Toaster />
    </BrowserRouter>
  );
}
