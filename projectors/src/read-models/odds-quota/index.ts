export * from './odds-quota-projection.js';
