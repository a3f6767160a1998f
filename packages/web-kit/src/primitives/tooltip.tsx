import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';

/** Spec section 9: a tooltip opens after 700 ms; moving to a neighbour within 300 ms opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Radix's tooltip brings its popper and floating-ui (about 13 KiB gzip): fetched when a tooltip is first
// enabled (the sidebar collapsed to icons), not with every first screen. Until it is there, the trigger is
// drawn alone, exactly as it is when its tooltip is disabled.
const LazyProvider = lazy(() =>
  import('./tooltip-radix.js').then((module) => ({ default: module.RadixTooltipProvider })),
);
const LazyRoot = lazy(() => import('./tooltip-radix.js').then((module) => ({ default: module.RadixTooltipRoot })));

/**
 * Groups the tooltips under it (the skip delay between neighbours). Mount it around the tooltips only where
 * they are enabled: its code is fetched when it mounts, and its children are drawn without it until then.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <LazyProvider>{children}</LazyProvider>
    </Suspense>
  );
}

export type TooltipProps = {
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** When true the trigger renders without a tooltip (e.g. the label is already visible). */
  disabled?: boolean;
  children: ReactNode;
};

/** Wraps one focusable element (passed as child) and labels it on hover and focus, inside a TooltipProvider. */
export function Tooltip({ content, side = 'right', disabled = false, children }: TooltipProps) {
  if (disabled) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <LazyRoot content={content} side={side}>
        {children}
      </LazyRoot>
    </Suspense>
  );
}
