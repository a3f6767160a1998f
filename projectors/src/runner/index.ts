export * from './projection-progress.js';
export * from './projection-runner.js';
export * from './rebuild.js';
