import { useLayoutEffect } from 'react';

type BootShape = 'app' | 'login';

/**
 * Shows, while mounted, the skeleton index.html paints before any script (#boot-skeleton: role status, 'Loading'),
 * in the given shape, and hides it when the real screen replaces it. One skeleton for the very first paint and for
 * the shell's own waits (the session check, the signed-in app's chunk), so the page never drops to a spinner.
 */
export function BootSkeleton({ shape }: { shape?: BootShape }) {
  useLayoutEffect(() => {
    const skeleton = document.getElementById('boot-skeleton');
    if (!skeleton) return undefined;
    if (shape) document.documentElement.dataset.boot = shape;
    skeleton.hidden = false;
    return () => {
      skeleton.hidden = true;
    };
  }, [shape]);
  return null;
}
