/**
 * Every rule a command can break is a DomainError. The kind says which HTTP status the APIs answer
 * (mapped in one place, the error middleware); the message is the text the user sees.
 */
export type DomainErrorKind =
  | 'invalid' // 400: the request is malformed
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409: state moved (odds changed, username taken)
  | 'rule'; // 422: a business rule refuses it

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra fields for the problem+json answer (e.g. the current odds). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const invalid = (message: string, details?: Record<string, unknown>) =>
  new DomainError('invalid', message, details);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', message, details);
export const ruleBroken = (message: string, details?: Record<string, unknown>) =>
  new DomainError('rule', message, details);
