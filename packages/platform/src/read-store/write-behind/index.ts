export { batchWriteBehind } from './write-behind-read-store.js';
