import type { TBaccaratChoice, TBaccaratOutcome, TCasinoRound } from '@sb/contracts';
import { errorMessage } from '@sb/web-kit';
import { useRef, useState } from 'react';
import { postCasino } from '../shared/casino-api';
import { useApplyRound } from '../shared/use-apply-round';
import { useChip } from '../shared/use-chip';
import { usePause } from '../shared/use-pause';

/** Spec section 4: initial ('Dealing initial cards...'), third ('Drawing third cards...'), complete. */
export type BaccaratPhase = 'betting' | 'initial' | 'third' | 'complete';
export const PHASE_TEXT: Partial<Record<BaccaratPhase, string>> = {
  initial: 'Dealing initial cards...',
  third: 'Drawing third cards...',
};

/** Spec section 9: 600 ms between cards; the result is cleared 3 s after it is shown. */
export const DEAL_DELAY_MS = 600;
export const RESULT_RESET_MS = 3000;

export type BaccaratRound = TCasinoRound & { outcome: TBaccaratOutcome };
type Shown = { player: number; banker: number };

/** The order cards reach the table: player, banker, player, banker, then each third card. */
function dealOrder(outcome: TBaccaratOutcome): { shown: Shown; third: boolean }[] {
  const steps = [
    { shown: { player: 1, banker: 0 }, third: false },
    { shown: { player: 1, banker: 1 }, third: false },
    { shown: { player: 2, banker: 1 }, third: false },
    { shown: { player: 2, banker: 2 }, third: false },
  ];
  let { player, banker } = steps[3]!.shown;
  if (outcome.playerCards.length > 2) steps.push({ shown: { player: ++player, banker }, third: true });
  if (outcome.bankerCards.length > 2) steps.push({ shown: { player, banker: ++banker }, third: true });
  return steps;
}

/** Baccarat: a chip and a choice, the deal, the server's cards at 600 ms each, and a reset 3 s later. */
export function useBaccarat() {
  const [chip, setChip] = useChip();
  const [choice, setChoice] = useState<TBaccaratChoice | null>(null);
  const [phase, setPhase] = useState<BaccaratPhase>('betting');
  const [round, setRound] = useState<BaccaratRound | null>(null);
  const [shown, setShown] = useState<Shown>({ player: 0, banker: 0 });
  const [error, setError] = useState<string | null>(null);
  const applyRound = useApplyRound();
  const pause = usePause();
  // The round on the table; the 3 s reset only clears the round it was started for (not one after New Game).
  const onTable = useRef<string | null>(null);

  const reset = () => {
    onTable.current = null;
    setChip(null);
    setChoice(null);
    setRound(null);
    setShown({ player: 0, banker: 0 });
    setPhase('betting');
  };

  const deal = async () => {
    if (chip === null || choice === null || phase !== 'betting') return;
    setError(null);
    setPhase('initial');
    try {
      const answer = await postCasino('baccarat/deal', { bet: chip, choice });
      if (answer.outcome.game !== 'baccarat') throw new Error('Not a baccarat round');
      setRound(answer as BaccaratRound);
      onTable.current = answer.roundId;
      for (const step of dealOrder(answer.outcome)) {
        if (step.third) setPhase('third');
        await pause(DEAL_DELAY_MS);
        setShown(step.shown);
      }
      setPhase('complete');
      applyRound(answer);
      await pause(RESULT_RESET_MS, { always: true });
      if (onTable.current === answer.roundId) reset();
    } catch (failure) {
      setError(`Error: ${errorMessage(failure, 'The cards could not be dealt')}`);
      setPhase('betting');
    }
  };

  return { chip, setChip, choice, setChoice, phase, round, shown, error, deal: () => void deal(), newGame: reset };
}
