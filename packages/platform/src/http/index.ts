export * from './http-error.js';
export * from './problem-json.js';
export * from './json-body.js';
export * from './same-origin.js';
export * from './rate-limit.js';
export * from './koa-app.js';
