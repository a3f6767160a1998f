export { startBackgroundCheckpoints, type BackgroundCheckpoints } from './background-checkpoints.js';
