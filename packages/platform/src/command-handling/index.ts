export * from './handle-command.js';
