export * from './parked-projections.js';
export * from './projection-progress.js';
export * from './projection-runner.js';
export * from './read-model-checkpoints.js';
export * from './rebuild.js';
