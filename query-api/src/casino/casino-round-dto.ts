import { roundInDollars } from '@sb/domain';
import type { TCasinoRound } from '@sb/contracts';
import type { CasinoRoundDocument } from '@sb/projectors';

/** A round document as the lists answer it; `newBalance` is the cash balance after the round's last step. */
export const toCasinoRoundDto = (doc: CasinoRoundDocument): TCasinoRound =>
  roundInDollars(doc, doc.cashAfterCents, doc.serverSeed);
