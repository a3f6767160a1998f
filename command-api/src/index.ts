export * from './app.js';
export * from './deps.js';
export { REGISTERED_MESSAGE } from './accounts/register.route.js';
export { INVALID_CREDENTIALS, PENDING_ACCOUNT, REJECTED_ACCOUNT } from './accounts/login.route.js';
export { bootstrapAdmin } from './accounts/bootstrap-admin.js';
export { runCleanup } from './cleanup/run-cleanup.js';
export { UPDATE_BALANCE_REFUSED, randomCasinoSeeds } from './casino/index.js';
