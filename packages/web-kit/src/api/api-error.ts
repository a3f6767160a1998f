/**
 * Any non-OK answer. The message is the spec's '{status}: {response text}' (the status text when the body is
 * empty); `body` keeps the parsed problem+json so a screen can show the server's own `error` text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `error` (or `message`) field the server sent, if any. */
  get serverMessage(): string | undefined {
    if (typeof this.body !== 'object' || this.body === null) return undefined;
    const { error, message } = this.body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error !== '') return error;
    if (typeof message === 'string' && message !== '') return message;
    return undefined;
  }
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Throws an ApiError for a non-OK response; reads the body only in that case. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, text === '' ? response.statusText : text, parseJsonOrUndefined(text));
}

/** The message a screen shows for a failed call: the server's text, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
