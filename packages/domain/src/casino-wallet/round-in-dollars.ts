import { cents } from '../money/cents.js';
import { toDollars } from '../money/format-money.js';
import type { CasinoRoundRecord } from './casino-round-record.js';

const dollars = (amountCents: number) => toDollars(cents(amountCents));

/**
 * A round as both APIs answer it (the contracts' TCasinoRound, field for field): dollars, `netChange` once the
 * round is over, the cash balance after the step, and the server seed once the pair was rotated (never before).
 */
export const roundInDollars = (round: CasinoRoundRecord, cashAfterCents: number, serverSeed: string | null) => ({
  roundId: round.roundId,
  game: round.game,
  status: round.status,
  opening: round.opening,
  openingBet: dollars(round.openingStakeCents),
  bet: dollars(round.stakeCents),
  payout: dollars(round.payoutCents),
  netChange: round.status === 'complete' ? dollars(round.payoutCents - round.stakeCents) : 0,
  newBalance: dollars(cashAfterCents),
  message: round.message,
  actions: round.actions,
  allowedActions: round.allowedActions,
  serverSeedHash: round.serverSeedHash,
  clientSeed: round.clientSeed,
  nonce: round.nonce,
  serverSeed,
  outcome: round.outcome,
  startedAt: round.startedAt,
  endedAt: round.endedAt,
});
