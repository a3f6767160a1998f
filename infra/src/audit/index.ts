export { openAuditPorts, type AuditPorts } from './audit-ports.js';
export { verify, type VerifyOptions } from './verify.js';
export type { VerifyReport } from './verify-report.js';
export { rebuildAndCompare, type RebuildCheck } from './rebuild-check.js';
export { statementOf, type Statement, type StatementLine } from './statement.js';
export type { Mismatch } from './mismatch.js';
