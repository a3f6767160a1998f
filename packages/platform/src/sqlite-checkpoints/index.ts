export { startBackgroundCheckpoints } from './background-checkpoints.js';
