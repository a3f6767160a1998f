import { formatDollars, useSession } from '@sb/web-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSaferGambling } from '../../pages/safer-gambling/use-safer-gambling';
import { useLogout } from '../../pages/use-logout';
import {
  currentPlaySession,
  forgetPlaySession,
  playedText,
  savePlaySession,
  type PlaySession,
} from './reality-check-session';

// The dialog (and Radix's dialog code) is fetched when a check falls due, not with every first screen.
const RealityCheckView = lazy(() =>
  import('./reality-check-view').then((module) => ({ default: module.RealityCheckView })),
);

const balanceCentsOf = (user: { balance: number; freePlayBalance: number }) =>
  Math.round((user.balance + user.freePlayBalance) * 100);

/** '+$12.50' / '−$20.00' / '$0.00' */
const netText = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatDollars(Math.abs(cents) / 100)}`;

/**
 * The reality check: every N minutes the player chose in Settings, a dialog with the time played in this session and
 * its net result, 'Keep playing' (the next one N minutes later) or 'Take a break' (signs out).
 */
export function RealityCheckDialog() {
  const { user } = useSession();
  const { data } = useSaferGambling();
  const minutes = typeof data?.realityCheckMinutes === 'number' ? data.realityCheckMinutes : null;
  const [due, setDue] = useState<PlaySession | null>(null);
  const { logout, busy } = useLogout();
  const userId = user ? String(user.id) : null;
  const balanceCents = user ? balanceCentsOf(user) : 0;

  useEffect(() => {
    if (minutes === null || userId === null || due) return;
    const intervalMs = minutes * 60_000;
    const session = currentPlaySession(userId, balanceCents, intervalMs, Date.now());
    // A shorter interval chosen since applies from now.
    const nextCheckAt = Math.min(session.nextCheckAt, Date.now() + intervalMs);
    const timer = setTimeout(() => setDue(session), Math.max(0, nextCheckAt - Date.now()));
    return () => clearTimeout(timer);
    // The balance is read when the session starts: a balance change does not re-arm the timer.
  }, [minutes, userId, due]);

  if (!due || !user || minutes === null) return null;

  const keepPlaying = () => {
    savePlaySession({ ...due, nextCheckAt: Date.now() + minutes * 60_000 });
    setDue(null);
  };
  const takeBreak = () => {
    forgetPlaySession();
    void logout();
  };

  return (
    <Suspense fallback={null}>
      <RealityCheckView
        played={playedText(Date.now() - due.startedAt)}
        net={netText(balanceCentsOf(user) - due.startBalanceCents)}
        busy={busy}
        onTakeBreak={takeBreak}
        onKeepPlaying={keepPlaying}
      />
    </Suspense>
  );
}
