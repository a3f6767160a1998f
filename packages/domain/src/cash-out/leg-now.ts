import type { PlacedLeg } from '../betting/bet-leg.js';
import { priceLeg } from '../betting/price-leg.js';
import type { CatalogueState } from '../catalogue/catalogue-state.js';
import type { AmericanOdds } from '../odds/american-odds.js';
import { judgeLeg } from '../settlement/judge-leg.js';
import type { LegOutcome } from '../settlement/outcome.js';

/**
 * Where one leg of a pending bet stands for a cash out: still open at the book's current price (for the same
 * line the player took), already judged from its game's result, or without a current price (market withdrawn,
 * line moved, game over but not judged yet).
 */
export type LegNow =
  | { legId: string; state: 'open'; americanOdds: AmericanOdds }
  | { legId: string; state: LegOutcome }
  | { legId: string; state: 'unpriced' };

/**
 * A placed leg against its game's catalogue at `now`: a game over (or voided) judges the leg as settlement would;
 * otherwise the leg is open at the price the book would take the same side and line at now.
 */
export function legNow(leg: PlacedLeg, view: CatalogueState, now: string): LegNow {
  const judgement = judgeLeg(leg, view.game ?? undefined);
  if (judgement !== 'pending') return { legId: leg.legId, state: judgement };
  const quote = priceLeg(leg, view, now);
  if (!quote.ok || quote.leg.line !== leg.line) return { legId: leg.legId, state: 'unpriced' };
  return { legId: leg.legId, state: 'open', americanOdds: quote.leg.americanOdds };
}
