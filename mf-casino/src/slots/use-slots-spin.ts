import type { TCasinoRound, TSlotsOutcome, TSlotSymbol } from '@sb/contracts';
import { errorMessage } from '@sb/web-kit';
import { useState } from 'react';
import { postCasino } from '../shared/casino-api';
import { useApplyRound } from '../shared/use-apply-round';
import { useChip } from '../shared/use-chip';
import { usePause } from '../shared/use-pause';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { SYMBOLS } from './slot-symbol';

/** Spec section 9: the reels turn for 20 ticks, one every 100 ms. */
export const SPIN_TICKS = 20;
export const TICK_MS = 100;
/** The tick at which each reel comes to rest on the server's symbol (the last one on the 20th). */
const STOP_TICK = [12, 16, 20] as const;

export type SlotsRound = TCasinoRound & { outcome: TSlotsOutcome };
export type Reels = [TSlotSymbol, TSlotSymbol, TSlotSymbol];

const START: Reels = ['seven', 'seven', 'seven'];

/** What a reel shows at a tick: a blur of passing symbols until its stop, then the server's symbol. */
const reelsAtTick = (tick: number, target: Reels): Reels =>
  target.map((symbol, reel) =>
    tick >= STOP_TICK[reel]! ? symbol : SYMBOLS[(tick + reel * 3) % SYMBOLS.length]!,
  ) as Reels;

/** Slots: POST /api/casino/slots/spin, then 20 ticks of turning reels that stop on the symbols drawn. */
export function useSlotsSpin() {
  const [chip, setChip] = useChip();
  const [reels, setReels] = useState<Reels>(START);
  const [tick, setTick] = useState<number | null>(null);
  const [round, setRound] = useState<SlotsRound | null>(null);
  const [error, setError] = useState<string | null>(null);
  const applyRound = useApplyRound();
  const pause = usePause();
  const reduced = useReducedMotion();
  const spinning = tick !== null;

  const spin = async () => {
    if (chip === null || spinning) return;
    setError(null);
    setRound(null);
    setTick(0);
    try {
      const answer = await postCasino('slots/spin', { bet: chip });
      if (answer.outcome.game !== 'slots') throw new Error('Not a slots round');
      const target = answer.outcome.reels;
      // With reduced motion the reels go straight to the last tick.
      for (let next = reduced ? SPIN_TICKS : 1; next <= SPIN_TICKS; next += 1) {
        await pause(TICK_MS);
        setReels(reelsAtTick(next, target));
        setTick(next);
      }
      setRound(answer as SlotsRound);
      applyRound(answer);
    } catch (failure) {
      setError(`Error: ${errorMessage(failure, 'The reels could not spin')}`);
    } finally {
      setTick(null);
    }
  };

  return {
    chip,
    setChip,
    reels,
    tick,
    spinning,
    round,
    error,
    spin,
    stoppedReels: STOP_TICK.map((stop) => !spinning || (tick ?? 0) >= stop),
  };
}
