export * from './user.js';
export * from './username.js';
