export * from './bet-documents.js';
export * from './evolve-bet.js';
export * from './bets-projection.js';
export * from './bets-queries.js';
