/**
 * Every rule a command can break is a DomainError. The kind says which HTTP status the APIs answer
 * (mapped in one place, the error middleware); the message is the text the user sees; the code is the stable
 * name a program matches on (the problem+json body carries it beside the message), so a reworded message
 * never changes what a process manager or a client does.
 */
export type DomainErrorKind =
  | 'invalid' // 400: the request is malformed
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409: state moved (odds changed, username taken)
  | 'rule'; // 422: a business rule refuses it

/** The code of an error nobody needs to tell apart from the others of its kind. */
const GENERIC_CODES = {
  invalid: 'invalid_request',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  rule: 'rule_broken',
} as const satisfies Record<DomainErrorKind, string>;

/** Codes of the errors a program tells apart. Stable: clients and process managers match on them. */
export const ERROR_CODES = {
  walletClosed: 'wallet_closed',
  betNotFound: 'bet_not_found',
  betNotDecidable: 'bet_not_decidable',
  oddsChanged: 'odds_changed',
  gameNotFound: 'game_not_found',
  gameClosed: 'game_closed',
  bettingClosed: 'betting_closed',
  marketUnavailable: 'market_unavailable',
  usernameTaken: 'username_taken',
} as const;

export type DomainErrorCode = (typeof GENERIC_CODES)[DomainErrorKind] | (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra fields for the problem+json answer (e.g. the current odds). */
    readonly details?: Record<string, unknown>,
    code?: DomainErrorCode,
  ) {
    super(message);
    this.code = code ?? GENERIC_CODES[kind];
  }
}

export const isDomainError = (error: unknown, code: DomainErrorCode): error is DomainError =>
  error instanceof DomainError && error.code === code;

type Extra = { details?: Record<string, unknown>; code?: DomainErrorCode };

const make =
  (kind: DomainErrorKind) =>
  (message: string, extra: Extra = {}) =>
    new DomainError(kind, message, extra.details, extra.code);

export const invalid = make('invalid');
export const forbidden = make('forbidden');
export const notFound = make('not_found');
export const conflict = make('conflict');
export const ruleBroken = make('rule');
