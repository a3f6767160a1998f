/** A two-card 8 or 9 on either side is a natural: both hands stand. */
export const isNatural = (twoCardTotal: number) => twoCardTotal >= 8;

/** The player draws on 0-5 and stands on 6-7. */
export const playerDraws = (playerTotal: number) => playerTotal <= 5;

/**
 * The standard banker table. When the player stood, the banker plays like the player (draws on 0-5); when the
 * player drew, the banker's total and the player's third card (its points, 0-9) decide:
 *   0-2 draws; 3 draws unless the third card is 8; 4 draws on 2-7; 5 draws on 4-7; 6 draws on 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThirdCard: number | null): boolean {
  if (playerThirdCard === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdCard !== 8;
    case 4:
      return playerThirdCard >= 2 && playerThirdCard <= 7;
    case 5:
      return playerThirdCard >= 4 && playerThirdCard <= 7;
    case 6:
      return playerThirdCard === 6 || playerThirdCard === 7;
    default:
      return false;
  }
}
