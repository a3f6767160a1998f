export { americanOdds, canonicalOdds, formatOdds, isAmericanOdds, type AmericanOdds } from './american-odds.js';
export { americanToDecimal, americanToDecimalNumber, decimalToAmerican } from './convert-odds.js';
export { parlayDecimal, parlayOdds } from './parlay-odds.js';
export { exactPayoutCents, parlayPayoutCents, payoutCents, winningsCents } from './payout.js';
// Only the constructor: money maths stays inside this module, callers just build decimal odds to convert.
export { rational, type Rational } from './rational.js';
export * from './aggregate/index.js';
