export * from './accounts/credentials.js';
export * from './accounts/user.dto.js';
export * from './admin/user-admin.js';
