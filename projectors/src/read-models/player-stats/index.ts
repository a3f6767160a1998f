export * from './player-stats-document.js';
export * from './daily-profit-loss.js';
export * from './evolve-player-stats.js';
export * from './player-stats-queries.js';
