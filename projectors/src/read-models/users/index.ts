export * from './user-document.js';
export * from './evolve-user.js';
export * from './users-projection.js';
export * from './users-queries.js';
