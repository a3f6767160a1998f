import { pageHeadingOf } from '@sb/contracts';
import { PageSkeletonHeading, Skeleton } from '@sb/web-kit';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { LazySlipStore } from './lazy-slip-store';
import { sportsbookStore, SportsbookStoreProvider } from './store';

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * While a screen's chunk downloads: the shape of a page, not a spinner, under its heading when it has a fixed one
 * (the shell's skeleton showed it already; it stays in place). The heading is read out once the page draws it.
 */
function ScreenSkeleton() {
  return (
    <Loading role="status" aria-label="Loading" data-skeleton="screen">
      <PageSkeletonHeading heading={pageHeadingOf(useLocation().pathname)} />
      <Skeleton $height="120px" />
      <Skeleton $height="120px" />
    </Loading>
  );
}

/** The first signs of a player at work: a pointer over the page, a touch, a key, focus moving. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Fetches the slip's store (Redux Toolkit, the slice, the slip's controls) at the player's first sign of activity
 * rather than with the first screen, so that a pick seldom waits for it (one that does is kept and applied).
 */
function useSlipStoreOnFirstIntent(store: LazySlipStore) {
  useEffect(() => {
    if (store.kit) return;
    const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
    const start = () => {
      stop();
      store.load();
    };
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
    return stop;
  }, [store]);
}

/**
 * The layout route around every sportsbook screen: it provides the remote's store (and so the bet slip), and
 * waits for a screen's code inside the sportsbook rather than blanking the shell's content area.
 */
export function SportsbookRoot({ store = sportsbookStore }: { store?: LazySlipStore }) {
  useSlipStoreOnFirstIntent(store);
  return (
    <SportsbookStoreProvider store={store}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Outlet />
      </Suspense>
    </SportsbookStoreProvider>
  );
}
