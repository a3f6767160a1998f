export * from './accounts/credentials.js';
export * from './accounts/user.dto.js';
export * from './admin/user-admin.js';
export * from './bets/place-bet.js';
export * from './bets/bet.dto.js';
export * from './bets/cash-out.js';
export * from './casino/casino.dto.js';
export * from './casino/casino-requests.js';
