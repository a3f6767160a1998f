import { throwIfNotOk } from './api-error.js';
import { takeEarlyFetch } from './early-fetches.js';
import { createActionKeys } from './idempotency-key.js';
import { LOG_POSITION_HEADER, minPositionHeaders, rememberLogPosition } from './log-position.js';

export type CommandMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export type CommandOptions = {
  /** Sent as Idempotency-Key; with it, a request that got no answer (network failure) is sent again. */
  idempotencyKey?: string;
};

/** Waits before the retries of a keyed command that got no answer. */
export const NETWORK_RETRY_DELAYS_MS = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch, and for a keyed command fetch again on a network failure: the key makes the retry safe. */
async function send(url: string, init: RequestInit, keyed: boolean): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const delay = NETWORK_RETRY_DELAYS_MS[attempt];
      if (!keyed || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/**
 * Every command (non-GET) goes through here: cookies included, JSON in and out, Content-Type always set
 * (the command API refuses mutating requests without it), and the written log position remembered.
 */
export async function apiRequest<T = unknown>(
  method: CommandMethod,
  url: string,
  data?: unknown,
  { idempotencyKey }: CommandOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const body = data === undefined ? undefined : JSON.stringify(data);
  const response = await send(url, { method, credentials: 'include', headers, body }, idempotencyKey !== undefined);
  await throwIfNotOk(response);
  rememberLogPosition(response.headers.get(LOG_POSITION_HEADER));
  return readJson<T>(response);
}

const actionKeys = createActionKeys();

/**
 * A command that moves money (a bet, a casino round, an admin's balance change): sent with the Idempotency-Key of
 * its user action, reused when the same action is sent again before it succeeded (a retry after a failure).
 */
export async function apiAction<T = unknown>(method: CommandMethod, url: string, data?: unknown): Promise<T> {
  const action = `${method} ${url} ${JSON.stringify(data ?? null)}`;
  const answer = await apiRequest<T>(method, url, data, { idempotencyKey: actionKeys.keyFor(action) });
  actionKeys.succeeded(action);
  return answer;
}

export type GetJsonOptions = {
  /** 'returnNull' turns a 401 into null (the session check); by default a 401 is an error. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
};

/** The query API's mark on an answer sent before its read models reached X-Min-Position (its wait is bounded). */
export const PROJECTION_STALE_HEADER = 'X-Projection-Stale';
/** How many times a stale answer is asked for again; the server waits again each time before answering. */
export const STALE_READ_RETRIES = 3;

/**
 * Every query: cookies included, and the last command's position so the answer is at least that fresh. An answer
 * marked stale (a loaded machine, read models still behind the command) is asked for again, so a balance read
 * right after a round or a bet never puts the old figure back on screen.
 */
export function getJson<T = unknown>(url: string, options?: GetJsonOptions & { on401?: 'throw' }): Promise<T>;
export function getJson<T = unknown>(url: string, options: GetJsonOptions): Promise<T | null>;
export async function getJson<T>(url: string, { on401 = 'throw', signal }: GetJsonOptions = {}): Promise<T | null> {
  let response: Response;
  for (let attempt = 0; ; attempt += 1) {
    const minPosition = minPositionHeaders();
    // index.html's request carries no X-Min-Position: it is taken only while no command has answered yet.
    const early = attempt === 0 && Object.keys(minPosition).length === 0 ? takeEarlyFetch(url) : undefined;
    response = await (early ??
      fetch(url, { credentials: 'include', headers: { Accept: 'application/json', ...minPosition }, signal }));
    if (response.headers.get(PROJECTION_STALE_HEADER) !== 'true' || attempt >= STALE_READ_RETRIES) break;
  }
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readJson<T>(response);
}
