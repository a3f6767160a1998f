import type { TRouletteBetType, TRouletteSpinResponse } from '@sb/contracts';
import { errorMessage } from '@sb/web-kit';
import { useState } from 'react';
import { postCasino } from '../shared/casino-api';
import type { Chip } from '../shared/chips';
import { useApplyRound } from '../shared/use-apply-round';
import { useChip } from '../shared/use-chip';
import { usePause } from '../shared/use-pause';
import { rotationLandingOn } from './pockets';
import { SPIN_MS } from './roulette-wheel';

/** Spec section 4: idle, spinning (3 s), result. */
export type RoulettePhase = 'idle' | 'spinning' | 'result';

/** Spec section 8: a failed spin says 'Error: ' and the server's reason, or 'Failed to spin'. */
export const SPIN_FALLBACK = 'Failed to spin';

/**
 * The roulette table's state: chip and bet type, then POST /api/casino/roulette/spin; the wheel turns 3 s to
 * the pocket the server drew and the server's message is shown. A failure clears the spin and the bet.
 */
export function useRouletteSpin() {
  const [chip, setChip] = useChip();
  const [betType, setBetType] = useState<TRouletteBetType | null>(null);
  const [phase, setPhase] = useState<RoulettePhase>('idle');
  const [round, setRound] = useState<TRouletteSpinResponse | null>(null);
  const [rotation, setRotation] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const applyRound = useApplyRound();
  const pause = usePause();

  const spin = async () => {
    if (chip === null || betType === null || phase === 'spinning') return;
    setError(null);
    setPhase('spinning');
    try {
      const answer = await postCasino<TRouletteSpinResponse>('roulette/spin', { bet: chip, betType });
      setRound(answer);
      setRotation((current) => rotationLandingOn(answer.spinResult, current, 5));
      await pause(SPIN_MS);
      setPhase('result');
      applyRound(answer);
    } catch (failure) {
      setError(`Error: ${errorMessage(failure, SPIN_FALLBACK)}`);
      setPhase('idle');
      setRound(null);
      setChip(null);
      setBetType(null);
    }
  };

  const choose = {
    chip: (value: Chip) => setChip(value),
    betType: (value: TRouletteBetType) => setBetType(value),
  };
  return { chip, betType, phase, round, rotation, error, spin, choose };
}
