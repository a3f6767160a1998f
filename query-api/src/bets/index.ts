export * from './bet-dto.js';
export * from './bets.route.js';
export * from './admin-bets.route.js';
export * from './cash-out-offer.route.js';
