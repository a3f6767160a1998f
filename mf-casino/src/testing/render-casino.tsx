import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SessionUser } from '@sb/web-kit';
import { createQueryClient, formatDollars, SESSION_QUERY_KEY, ThemeRoot, useBalance } from '@sb/web-kit';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { CasinoPage } from '../lobby/casino-page';

export const testPlayer: SessionUser = {
  id: 'u1',
  username: 'ann',
  balance: 1000,
  freePlayBalance: 0,
  isAdmin: 'false',
  role: 'player',
  status: 'approved',
  createdAt: '2026-11-22T00:00:00.000Z',
};

/** An answer: a body (200) or a status with a body (a string body is sent as is). */
type Answer = unknown | { status: number; body: unknown };
/** Answers by 'METHOD /path'; a list is answered in order (the last one repeats). */
export type Answers = Record<string, Answer | Answer[]>;

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/** Stubs fetch; an unknown call is a 404 problem, as the API would say. Returns the mock to read the calls. */
export function stubApi(answers: Answers) {
  const served = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const entry = answers[key];
    if (entry === undefined) return new Response('{"error":"Not found"}', { status: 404 });
    const list = Array.isArray(entry) ? entry : [entry];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const answer = list[Math.min(index, list.length - 1)];
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent with 'METHOD /path'. */
export const sentBodies = (fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

/** The player asks for reduced motion: every spin, deal and tumble is cut short. */
export function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** The balance as the shell's header shows it, from the shared session query. */
function HeaderBalance() {
  const balance = useBalance();
  return <output aria-label="Header balance">{balance ? formatDollars(balance.cash) : ''}</output>;
}

/** /casino (or /casino?game=...) as the shell mounts it: signed in, themed, routed, with the header's balance. */
export function renderCasino(path = '/casino', user: SessionUser = testPlayer) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <HeaderBalance />
          <Routes>
            <Route path="/casino" element={<CasinoPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeRoot>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
