import type { TCasinoRound, TCrapsChoice, TCrapsOutcome } from '@sb/contracts';
import { errorMessage } from '@sb/web-kit';
import { useEffect, useState } from 'react';
import { postCasino } from '../shared/casino-api';
import type { Chip } from '../shared/chips';
import { CHIPS } from '../shared/chips';
import { useApplyRound } from '../shared/use-apply-round';
import { useChip } from '../shared/use-chip';
import { useOpenRound } from '../shared/use-open-round';
import { usePause } from '../shared/use-pause';
import { useReducedMotion } from '../shared/use-reduced-motion';

/** Spec section 9: a roll takes 1.5 s; the dice change face every 150 ms while they tumble. */
export const ROLL_MS = 1500;
const TUMBLE_FRAMES = 10;

export type CrapsRound = TCasinoRound & { outcome: TCrapsOutcome };

const isCraps = (round: TCasinoRound): round is CrapsRound => round.outcome.game === 'craps';

/**
 * Craps: a chip and Pass Line or Don't Pass, the come-out roll, then 'Roll Again' while a point stands (POST
 * /api/casino/craps/roll, with no bet once the round is open). An open point is resumed when the game opens.
 */
export function useCraps() {
  const [chip, setChip] = useChip();
  const [choice, setChoice] = useState<TCrapsChoice | null>(null);
  const [round, setRound] = useState<CrapsRound | null>(null);
  const [dice, setDice] = useState<[number, number]>([6, 6]);
  const [rolling, setRolling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { openRound, checking } = useOpenRound('craps');
  const applyRound = useApplyRound();
  const pause = usePause();
  const reduced = useReducedMotion();

  useEffect(() => {
    if (!openRound || !isCraps(openRound) || round) return;
    setRound(openRound);
    setChoice(openRound.outcome.choice);
    setChip(CHIPS.find((value) => value === openRound.bet) ?? null);
    const last = openRound.outcome.rolls.at(-1);
    if (last) setDice(last.dice);
  }, [openRound, round, setChip]);

  const pointStands = round?.status === 'open';

  const roll = async () => {
    if (rolling || (!pointStands && (chip === null || choice === null))) return;
    setError(null);
    setRolling(true);
    try {
      const answer = await postCasino('craps/roll', pointStands ? {} : { bet: chip, choice });
      if (!isCraps(answer)) throw new Error('Not a craps round');
      // With reduced motion the dice do not tumble: the roll is shown at once.
      for (let frame = 1; !reduced && frame <= TUMBLE_FRAMES; frame += 1) {
        await pause(ROLL_MS / TUMBLE_FRAMES);
        setDice([((frame * 5) % 6) + 1, ((frame * 2 + 3) % 6) + 1]);
      }
      const last = answer.outcome.rolls.at(-1);
      if (last) setDice(last.dice);
      setRound(answer);
      applyRound(answer);
    } catch (failure) {
      setError(`Error: ${errorMessage(failure, 'The dice could not be rolled')}`);
    } finally {
      setRolling(false);
    }
  };

  return {
    chip,
    setChip: (value: Chip) => setChip(value),
    choice,
    setChoice,
    round,
    dice,
    rolling,
    error,
    ready: !checking,
    pointStands,
    roll: () => void roll(),
  };
}
