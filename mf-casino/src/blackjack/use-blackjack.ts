import type { TBlackjackOutcome, TCasinoAction, TCasinoRound } from '@sb/contracts';
import { errorMessage } from '@sb/web-kit';
import { useEffect, useRef, useState } from 'react';
import { postCasino } from '../shared/casino-api';
import { useApplyRound } from '../shared/use-apply-round';
import { useChip } from '../shared/use-chip';
import { useOpenRound } from '../shared/use-open-round';
import { usePause } from '../shared/use-pause';
import type { Shown } from './reveal-steps';
import { allShown, DEALER_STEP_MS, NOTHING_SHOWN, revealSteps } from './reveal-steps';

/** Spec section 4: betting, dealing, playing, dealer-turn, ended. */
export type BlackjackPhase = 'betting' | 'dealing' | 'playing' | 'dealer-turn' | 'ended';

export type BlackjackRound = TCasinoRound & { outcome: TBlackjackOutcome };

const isBlackjack = (round: TCasinoRound): round is BlackjackRound => round.outcome.game === 'blackjack';

/**
 * The blackjack table: a bet, the deal, then Hit / Stand / Double Down until the server ends the hand. Each
 * answer is put on the table card by card (400 ms apart, 800 ms per dealer step). An open hand is resumed.
 */
export function useBlackjack() {
  const [chip, setChip] = useChip();
  const [round, setRound] = useState<BlackjackRound | null>(null);
  const [shown, setShown] = useState<Shown>(NOTHING_SHOWN);
  const [phase, setPhase] = useState<BlackjackPhase>('betting');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { openRound, checking } = useOpenRound('blackjack');
  const applyRound = useApplyRound();
  const pause = usePause();

  // Once per visit: a hand resumed and finished here must not come back after New Game.
  const resumed = useRef(false);
  useEffect(() => {
    if (!openRound || !isBlackjack(openRound) || round || resumed.current) return;
    resumed.current = true;
    setRound(openRound);
    setShown(allShown(openRound.outcome, true));
    setPhase('playing');
  }, [openRound, round]);

  const play = async (path: string, body: object, during: BlackjackPhase) => {
    setError(null);
    setBusy(true);
    setPhase(during);
    try {
      const answer = await postCasino(path, body);
      if (!isBlackjack(answer)) throw new Error('Not a blackjack round');
      setRound(answer);
      const open = answer.status === 'open';
      for (const step of revealSteps(shown, answer.outcome, open)) {
        if (step.delayMs === DEALER_STEP_MS) setPhase('dealer-turn');
        await pause(step.delayMs);
        setShown(step.shown);
      }
      setPhase(open ? 'playing' : 'ended');
      applyRound(answer);
    } catch (failure) {
      setError(`Error: ${errorMessage(failure, 'The hand could not continue')}`);
      setPhase(round ? 'playing' : 'betting');
    } finally {
      setBusy(false);
    }
  };

  const act = (action: TCasinoAction) =>
    void play(`blackjack/${action}`, {}, action === 'stand' ? 'dealer-turn' : 'playing');

  return {
    chip,
    setChip,
    round,
    shown,
    phase,
    error,
    busy,
    ready: !checking,
    deal: () => chip !== null && void play('blackjack/deal', { bet: chip }, 'dealing'),
    hit: () => act('hit'),
    stand: () => act('stand'),
    double: () => act('double'),
    newGame: () => {
      setRound(null);
      setShown(NOTHING_SHOWN);
      setPhase('betting');
      setError(null);
    },
  };
}
