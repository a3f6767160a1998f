import type { ComponentProps } from 'react';
import { lazy, Suspense } from 'react';
import type { BetResultDialog } from './bet-result-dialog';

// The confirmation or failure dialog (and Radix's dialog code) is fetched with the first answer to a bet.
const LazyBetResultDialog = lazy(() =>
  import('./bet-result-dialog').then((module) => ({ default: module.BetResultDialog })),
);

/** BetResultDialog, drawn (and fetched) only while there is an answer to show. */
export function BetResult(props: ComponentProps<typeof BetResultDialog>) {
  if (props.outcome === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyBetResultDialog {...props} />
    </Suspense>
  );
}
