import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SessionUser } from '@sb/web-kit';
import { createQueryClient, SESSION_QUERY_KEY, ThemeRoot } from '@sb/web-kit';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { SportsbookRoot } from '../app/sportsbook-root';
import { LazySlipStore } from '../app/lazy-slip-store';
import { createSlipStoreKit } from '../app/slip-store-kit';

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

/** A GET answer by path: a body (200) or a status with a body. */
export type Answers = Record<string, unknown | { status: number; body: unknown }>;

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/** Stubs fetch with fixed answers; an unknown path is a 404, as the API would say. */
export function stubApi(answers: Answers) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    const answer = answers[path];
    if (answer === undefined) return new Response('{"error":"Not found"}', { status: 404 });
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A sportsbook screen as the shell mounts it: signed in, themed, routed, inside the remote's own store. */
export function renderScreen(screen: ReactElement, { path = '/', route = '/', user = testPlayer } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<SportsbookRoot store={LazySlipStore.ready(createSlipStoreKit())} />}>
              <Route path={route} element={screen} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeRoot>
    </QueryClientProvider>,
  );
}
