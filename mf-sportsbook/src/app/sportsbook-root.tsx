import { Skeleton } from '@sb/web-kit';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import type { SportsbookStore } from './store';
import { sportsbookStore, SportsbookStoreProvider } from './store';

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** While a screen's chunk downloads: the shape of a page, not a spinner. */
function ScreenSkeleton() {
  return (
    <Loading role="status" aria-label="Loading">
      <Skeleton $height="32px" $width="40%" />
      <Skeleton $height="120px" />
      <Skeleton $height="120px" />
    </Loading>
  );
}

/**
 * The layout route around every sportsbook screen: it provides the remote's store (and so the bet slip), and
 * waits for a screen's code inside the sportsbook rather than blanking the shell's content area.
 */
export function SportsbookRoot({ store = sportsbookStore }: { store?: SportsbookStore }) {
  return (
    <SportsbookStoreProvider store={store}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Outlet />
      </Suspense>
    </SportsbookStoreProvider>
  );
}
