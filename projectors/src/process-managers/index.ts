export * from './bet-settler.js';
export * from './settlement-process-manager.js';
