export * from './casino-documents.js';
export * from './evolve-casino.js';
export * from './casino-projection.js';
export * from './casino-queries.js';
