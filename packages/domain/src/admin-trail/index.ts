export * from './admin-trail-events.js';
