import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.js';
import { apiAction, apiRequest, getJson, STALE_READ_RETRIES } from './http.js';
import { resetLogPosition } from './log-position.js';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, headers: Record<string, string> = {}, statusText = '') {
  return new Response(body === '' ? null : body, { status, statusText, headers });
}

beforeEach(() => {
  resetLogPosition();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentHeaders = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

describe('apiRequest', () => {
  it('sends JSON with credentials and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, '{"message":"ok"}'));
    await expect(apiRequest('POST', '/api/register', { username: 'a', password: 'b' })).resolves.toEqual({
      message: 'ok',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"username":"a","password":"b"}' });
    expect(sentHeaders(0).get('content-type')).toBe('application/json');
  });

  it("keeps Content-Type on a command without a body (the API's CSRF guard needs it)", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, ''));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
    expect(sentHeaders(0).get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it("fails with '{status}: {text}' and keeps the server's error field", async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '{"error":"Invalid username or password"}'));
    const failure = await apiRequest('POST', '/api/login', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('401: {"error":"Invalid username or password"}');
    expect((failure as ApiError).serverMessage).toBe('Invalid username or password');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, '', {}, 'Service Unavailable'));
    await expect(apiRequest('POST', '/api/bets', {})).rejects.toThrow('503: Service Unavailable');
  });
});

describe('read-your-writes', () => {
  it('sends no X-Min-Position before any command', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '{}'));
    await getJson('/api/user');
    expect(sentHeaders(0).has('x-min-position')).toBe(false);
  });

  it("sends the last command's X-Log-Position as X-Min-Position on the next queries", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(201, '{"betId":1}', { 'X-Log-Position': '42' }))
      .mockImplementation(() => Promise.resolve(answer(200, '{}')));
    await apiRequest('POST', '/api/bets', {});
    await getJson('/api/user');
    await getJson('/api/user/stats');
    expect(sentHeaders(1).get('x-min-position')).toBe('42');
    expect(sentHeaders(2).get('x-min-position')).toBe('42');
  });

  it('never moves the position backwards when answers arrive out of order', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(201, '{}', { 'X-Log-Position': '90' }))
      .mockResolvedValueOnce(answer(201, '{}', { 'X-Log-Position': '89' }))
      .mockImplementation(() => Promise.resolve(answer(200, '{}')));
    await apiRequest('POST', '/api/bets', {});
    await apiRequest('POST', '/api/bets', {});
    await getJson('/api/user');
    expect(sentHeaders(2).get('x-min-position')).toBe('90');
  });

  it('asks again when the answer is marked stale, and takes the first fresh one', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, '{"balance":1000}', { 'X-Projection-Stale': 'true' }))
      .mockResolvedValueOnce(answer(200, '{"balance":990}'));
    await expect(getJson('/api/user')).resolves.toEqual({ balance: 990 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after STALE_READ_RETRIES and shows the last answer rather than hang', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(200, '{"balance":1000}', { 'X-Projection-Stale': 'true' })),
    );
    await expect(getJson('/api/user')).resolves.toEqual({ balance: 1000 });
    expect(fetchMock).toHaveBeenCalledTimes(STALE_READ_RETRIES + 1);
  });
});

describe('getJson', () => {
  it('treats a 401 as an error by default', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '{"error":"Not authenticated"}'));
    await expect(getJson('/api/user/stats')).rejects.toThrow('401: {"error":"Not authenticated"}');
  });

  it("returns null for a 401 when asked to (the session check's 'signed out')", async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '{"error":"Not authenticated"}'));
    await expect(getJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('includes credentials', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '[]'));
    await getJson('/api/events');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });
});

describe("index.html's early requests", () => {
  afterEach(() => {
    delete window.__earlyFetches;
  });

  it('the first read of a URL takes the answer index.html asked for, later reads go to the network', async () => {
    window.__earlyFetches = { '/api/user': Promise.resolve(answer(200, '{"username":"early"}')) };
    fetchMock.mockResolvedValue(answer(200, '{"username":"network"}'));
    await expect(getJson('/api/user')).resolves.toEqual({ username: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(getJson('/api/user')).resolves.toEqual({ username: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is read like the shell's own request: a 401 is 'signed out', a network failure an error", async () => {
    window.__earlyFetches = { '/api/user': Promise.resolve(answer(401, '{"error":"Not authenticated"}')) };
    await expect(getJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    window.__earlyFetches = { '/api/user': Promise.reject(new TypeError('Failed to fetch')) };
    await expect(getJson('/api/user', { on401: 'returnNull' })).rejects.toThrow('Failed to fetch');
  });

  it('is left alone once a command has answered: its read must carry X-Min-Position', async () => {
    window.__earlyFetches = { '/api/user': Promise.resolve(answer(200, '{"username":"early"}')) };
    fetchMock.mockResolvedValueOnce(answer(201, '{}', { 'X-Log-Position': '42' }));
    await apiRequest('POST', '/api/bets', {});
    fetchMock.mockResolvedValueOnce(answer(200, '{"username":"network"}'));
    await expect(getJson('/api/user')).resolves.toEqual({ username: 'network' });
    expect(sentHeaders(1).get('x-min-position')).toBe('42');
  });

  it('a URL index.html did not ask for goes to the network', async () => {
    window.__earlyFetches = { '/api/user': Promise.resolve(answer(200, '{}')) };
    fetchMock.mockResolvedValueOnce(answer(200, '[]'));
    await expect(getJson('/api/events')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('Idempotency-Key', () => {
  const key = (call: number) => sentHeaders(call).get('idempotency-key');

  it('sends no key unless asked, and does not retry an unkeyed command', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('POST', '/api/logout')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentHeaders(0).has('idempotency-key')).toBe(false);
  });

  it('retries a keyed command that got no answer with the same key', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201, '{}'));
    const placing = apiRequest('POST', '/api/bets', {}, { idempotencyKey: 'k-1' });
    await vi.runAllTimersAsync();
    await expect(placing).resolves.toEqual({});
    vi.useRealTimers();
    expect([key(0), key(1)]).toEqual(['k-1', 'k-1']);
  });

  it('apiAction: one UUID per action, the same after a failure, a new one after a success', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503, ''))
      .mockResolvedValueOnce(answer(201, '{}'))
      .mockResolvedValueOnce(answer(201, '{}'))
      .mockResolvedValueOnce(answer(201, '{}'));
    await expect(apiAction('POST', '/api/bets', { stake: 10 })).rejects.toThrow('503');
    await apiAction('POST', '/api/bets', { stake: 10 });
    await apiAction('POST', '/api/bets', { stake: 10 });
    await apiAction('POST', '/api/bets', { stake: 20 });
    expect(key(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key(1)).toBe(key(0));
    expect(new Set([key(1), key(2), key(3)]).size).toBe(3);
  });
});
