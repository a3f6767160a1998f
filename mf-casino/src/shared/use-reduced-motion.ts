import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** True when the player asked the system for less motion: the games then skip their spins and tumbles. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(QUERY);
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}
