import { Badge, LiveDot } from '@sb/web-kit';

/** The red LIVE label, with where the game is ('Q3', 'HT') when the feed says. */
export function LiveBadge({ period }: { period?: string | null }) {
  return (
    <Badge $tone="live">
      <LiveDot aria-hidden />
      Live{period ? ` · ${period}` : ''}
    </Badge>
  );
}
