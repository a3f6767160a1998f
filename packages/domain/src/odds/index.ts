export { americanOdds, formatOdds, isAmericanOdds, type AmericanOdds } from './american-odds.js';
export { americanToDecimal, americanToDecimalNumber, decimalToAmerican } from './convert-odds.js';
export { parlayDecimal, parlayOdds } from './parlay-odds.js';
export { exactPayoutCents, parlayPayoutCents, payoutCents, winningsCents } from './payout.js';
export { floor, multiply, rational, roundHalfUp, type Rational } from './rational.js';
