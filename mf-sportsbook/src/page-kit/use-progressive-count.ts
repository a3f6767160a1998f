import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows a long list draws: `first` at once, then `step` more in each later task, as a
 * transition (React renders it in slices and a click is answered in between), until all are drawn. The first
 * screen of rows is painted without waiting for the rest, and no task builds hundreds of odds buttons at once.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  const pending = count < total;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => startTransition(() => setCount((drawn) => drawn + step)), 0);
    return () => clearTimeout(timer);
  }, [pending, count, step]);
  return Math.min(count, total);
}
