import { useBalance } from '@sb/web-kit';
import { useEffect, useState } from 'react';
import type { Chip } from './chips';
import { chipAffordable } from './chips';

/** The chip the player bets with; dropped when the balance falls below it, so a bet never exceeds the balance. */
export function useChip() {
  const balance = useBalance()?.cash;
  const [chip, setChip] = useState<Chip | null>(null);
  useEffect(() => {
    if (chip !== null && !chipAffordable(chip, balance)) setChip(null);
  }, [chip, balance]);
  return [chip, setChip] as const;
}
