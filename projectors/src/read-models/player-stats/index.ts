export * from './player-stats-document.js';
export * from './profit-loss-slots.js';
export * from './evolve-player-stats.js';
export * from './player-stats-queries.js';
