import { useCallback, useEffect, useRef } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * `pause(ms)` for a game's animated sequence (deal a card, wait 400 ms, deal the next). With reduced motion
 * the animation pauses are cut to nothing (`always` keeps one that is not motion, such as the baccarat reset).
 * When the game unmounts its pending pauses never resolve, so a closed game stops drawing.
 */
export function usePause() {
  const reduced = useReducedMotion();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  return useCallback(
    (ms: number, { always = false }: { always?: boolean } = {}) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(
          () => {
            timers.current.delete(timer);
            resolve();
          },
          reduced && !always ? 0 : ms,
        );
        timers.current.add(timer);
      }),
    [reduced],
  );
}
