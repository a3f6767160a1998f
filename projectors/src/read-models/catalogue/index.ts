export * from './catalogue-documents.js';
export * from './catalogue-projection.js';
export * from './cleanup-candidates.js';
