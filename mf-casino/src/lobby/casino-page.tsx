import { Skeleton } from '@sb/web-kit';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CasinoLobby } from './casino-lobby';
import { isCasinoGame } from './casino-games';
import { GameScreen } from './game-screen';

/**
 * /casino and /casino?game=<id>. The open game lives in the query string (the spec shows no route per game),
 * so a reload reopens it and the back button returns to the lobby.
 */
export function CasinoPage() {
  const [params] = useSearchParams();
  const game = params.get('game');
  if (!isCasinoGame(game)) return <CasinoLobby />;
  return (
    <Suspense fallback={<Skeleton $height="420px" role="status" aria-label="Loading game" />}>
      <GameScreen game={game} />
    </Suspense>
  );
}
