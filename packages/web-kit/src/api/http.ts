import { throwIfNotOk } from './api-error.js';
import { LOG_POSITION_HEADER, minPositionHeaders, rememberLogPosition } from './log-position.js';

export type CommandMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * Every command (non-GET) goes through here: cookies included, JSON in and out, Content-Type always set
 * (the command API refuses mutating requests without it), and the written log position remembered.
 */
export async function apiRequest<T = unknown>(method: CommandMethod, url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  rememberLogPosition(response.headers.get(LOG_POSITION_HEADER));
  return readJson<T>(response);
}

export type GetJsonOptions = {
  /** 'returnNull' turns a 401 into null (the session check); by default a 401 is an error. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
};

/** Every query: cookies included, and the last command's position so the answer is at least that fresh. */
export function getJson<T = unknown>(url: string, options?: GetJsonOptions & { on401?: 'throw' }): Promise<T>;
export function getJson<T = unknown>(url: string, options: GetJsonOptions): Promise<T | null>;
export async function getJson<T>(url: string, { on401 = 'throw', signal }: GetJsonOptions = {}): Promise<T | null> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json', ...minPositionHeaders() },
    signal,
  });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readJson<T>(response);
}
