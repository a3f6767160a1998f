export * from './shared/index.js';
export * from './money/index.js';
export * from './odds/index.js';
export * from './betting/index.js';
export * from './accounts/index.js';
export * from './wallet/index.js';
export * from './catalogue/index.js';
export * from './settlement/index.js';
