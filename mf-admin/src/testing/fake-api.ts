import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * 'GET /api/admin/users' -> the answer, or a function of the request body for commands (typed by each test:
 * `never` lets a handler declare the body shape it expects).
 */
export type FakeRoutes = Record<string, FakeAnswer | ((body: never) => FakeAnswer)>;

export type RecordedCall = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Stands in for the query and command APIs over fetch, so a screen is tested through the same web-kit helpers
 * it uses in the browser (credentials, Content-Type, X-Log-Position -> X-Min-Position). An unlisted call fails
 * the test with a 599 the screen will show as an error.
 */
export function installFakeApi(routes: FakeRoutes) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, headers: new Headers(init?.headers) });
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(`no fake for ${method} ${path}`, { status: 599 });
    const { status = 200, body: answer, headers } = typeof route === 'function' ? route(body as never) : route;
    const problem: Record<string, string> = status >= 400 ? { 'Content-Type': 'application/problem+json' } : {};
    return new Response(answer === undefined ? null : JSON.stringify(answer), {
      status,
      headers: { ...problem, ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
