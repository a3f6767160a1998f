export { batchWriteBehind, createWriteBehindReadStore, type WriteBehindReadStore } from './write-behind-read-store.js';
