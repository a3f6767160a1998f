export * from './audit-documents.js';
export * from './admin-action-of.js';
export * from './audit-projection.js';
export * from './audit-queries.js';
