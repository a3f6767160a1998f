import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@sb/web-kit';
import { createQueryClient, resetLogPosition, SESSION_QUERY_KEY, ThemeRoot } from '@sb/web-kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazySlipStore } from '../app/lazy-slip-store';
import { createSlipStoreKit } from '../app/slip-store-kit';
import { SportsbookStoreProvider } from '../app/store';
import type { BetSlipAction } from './bet-slip-slice';
import { selectionToggled } from './bet-slip-slice';
import { BetSlipPanel } from './bet-slip-panel';
import type { SlipFlow } from './slip-flow';
import { LIVE_FLOW, SPORTSBOOK_FLOW } from './slip-flow';
import { SlipFlowProvider } from './slip-flow-context';
import { knicksSpread, lakersMoneyline } from './testing/slip-fixtures';

const player: SessionUser = {
  id: 'u1',
  username: 'ann',
  balance: 1000,
  freePlayBalance: 50,
  isAdmin: 'false',
  role: 'player',
  status: 'approved',
  createdAt: '2026-11-22T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetLogPosition();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The slip as a page shows it, with the player signed in and the given options already picked. */
function renderSlip(flow: SlipFlow, ...actions: BetSlipAction[]) {
  const kit = createSlipStoreKit();
  const { store } = kit;
  actions.forEach((action) => store.dispatch(action));
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, player);
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <SportsbookStoreProvider store={LazySlipStore.ready(kit)}>
          <MemoryRouter>
            <SlipFlowProvider flow={flow}>
              <BetSlipPanel />
            </SlipFlowProvider>
          </MemoryRouter>
        </SportsbookStoreProvider>
      </ThemeRoot>
    </QueryClientProvider>,
  );
  return { store, queryClient };
}

const pick = (selection = lakersMoneyline, stakeCents = 0) => selectionToggled({ selection, stakeCents });
const placeButton = () => screen.getByRole('button', { name: 'Place Bet' });
const stakeInput = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const typeStake = (name: RegExp, dollars: string) => fireEvent.change(stakeInput(name), { target: { value: dollars } });
const chooseTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));

describe('bet slip panel', () => {
  it('shows the Single/Parlay tabs only with more than one bet', () => {
    renderSlip(SPORTSBOOK_FLOW, pick());
    expect(screen.queryByRole('tab', { name: 'Parlay' })).toBeNull();
    cleanup();
    renderSlip(SPORTSBOOK_FLOW, pick(), pick(knicksSpread));
    expect(screen.getByRole('tab', { name: 'Parlay' })).toBeTruthy();
  });

  it('refuses a stake over $150 with the spec’s message and a disabled Place button', () => {
    renderSlip(SPORTSBOOK_FLOW, pick());
    expect(placeButton().hasAttribute('disabled')).toBe(true);
    typeStake(/Stake for Lakers/, '151');
    expect(screen.getByRole('alert').textContent).toBe('Each bet must be $10-$150');
    expect(placeButton().hasAttribute('disabled')).toBe(true);
    typeStake(/Stake for Lakers/, '100');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(placeButton().hasAttribute('disabled')).toBe(false);
  });

  it('says on the leg itself which single is out of range', () => {
    renderSlip(SPORTSBOOK_FLOW, pick(), pick(knicksSpread));
    typeStake(/Stake for Lakers/, '20');
    typeStake(/Stake for Knicks/, '5');
    expect(screen.getByRole('alert').textContent).toBe('Each bet must be $10-$150');
    const knicks = screen.getByRole('textbox', { name: /Stake for Knicks/ });
    expect(knicks.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(knicks.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This stake must be $10-$150',
    );
    expect(screen.getByRole('textbox', { name: /Stake for Lakers/ }).getAttribute('aria-invalid')).toBeNull();
  });

  it('sets stakes with the quick-stake buttons and resets them to $10 on the live flow', () => {
    renderSlip(LIVE_FLOW, pick(lakersMoneyline, 1000));
    expect(stakeInput(/Stake for Lakers/).value).toBe('10');
    fireEvent.click(within(screen.getByRole('group', { name: 'Quick stakes for Lakers' })).getByText('$50'));
    expect(stakeInput(/Stake for Lakers/).value).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: /Reset stakes to \$10.00/ }));
    expect(stakeInput(/Stake for Lakers/).value).toBe('10');
  });

  it('switches to a parlay on cash: leg stakes go, free play is disabled, one parlay stake remains', () => {
    const { store } = renderSlip(SPORTSBOOK_FLOW, pick(), pick(knicksSpread));
    fireEvent.click(screen.getByRole('radio', { name: /Free Play/ }));
    expect(store.getState().betSlip.balanceType).toBe('freePlay');
    chooseTab('Parlay');
    expect(store.getState().betSlip).toMatchObject({ mode: 'parlay', balanceType: 'cash' });
    expect(screen.getByRole('radio', { name: /Free Play/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Stake for/ })).toBeNull();
    typeStake(/Parlay stake/, '5');
    expect(screen.getByRole('alert').textContent).toBe('Minimum bet is $10');
  });

  it('places the bet, confirms it, clears the slip and reads the balance again', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/bets' && init?.method === 'POST') {
        return json(201, { betId: 'bet-42', betIds: ['bet-42'], potentialPayout: 25 }, { 'X-Log-Position': '17' });
      }
      return json(200, { ...player, balance: 990 });
    });
    const { store } = renderSlip(SPORTSBOOK_FLOW, pick());
    typeStake(/Stake for Lakers/, '10');
    fireEvent.click(placeButton());

    // The dialog's code is fetched with the first answer (a dynamic import): slower than a render on a busy machine.
    await screen.findByText('Bet Confirmed!', {}, { timeout: 5000 });
    expect(screen.getByText('Your bet has been successfully confirmed!')).toBeTruthy();
    expect(screen.getByText('Bet ID: bet-42 • Potential Payout: $25.00')).toBeTruthy();
    expect(store.getState().betSlip.items).toEqual([]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      betMode: 'single',
      stake: 10,
      balanceType: 'cash',
      legs: [{ eventId: 'g1', marketType: 'moneyline', selection: 'away', americanOdds: 150, line: null, stake: 10 }],
    });
    // The balance is read again, at least as fresh as the bet (read-your-writes).
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/user')).toBe(true));
    const balanceRead = fetchMock.mock.calls.find(([url]) => url === '/api/user');
    expect(new Headers(balanceRead?.[1]?.headers).get('X-Min-Position')).toBe('17');
    expect(screen.getByRole('button', { name: 'View My Bets' })).toBeTruthy();
  });

  it('denies with the server’s message and offers the moved odds to accept in one click', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        error: 'Odds have changed',
        legs: [{ eventId: 'g2', marketType: 'spread', selection: 'home', line: -4.5, americanOdds: -105 }],
      }),
    );
    const { store } = renderSlip(LIVE_FLOW, pick(knicksSpread, 1000));
    fireEvent.click(placeButton());

    await screen.findByText('Bet Denied', {}, { timeout: 5000 });
    expect(screen.getByText('Your bet has been denied.')).toBeTruthy();
    expect(screen.getByText('Odds have changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    const moved = await screen.findByRole('status');
    expect(moved.textContent).toContain('Knicks -4.5 -105');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept new odds' })));
    expect(store.getState().betSlip.items[0]).toMatchObject({ odds: -105, line: -4.5 });
    expect(screen.queryByRole('button', { name: 'Accept new odds' })).toBeNull();
  });

  it('falls back to the spec’s text when the server gives no reason, after retrying with the same key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSlip(LIVE_FLOW, pick(lakersMoneyline, 1000));
    fireEvent.click(placeButton());
    // A bet that got no answer is sent again (twice, 0.3 s and 1 s later) with its Idempotency-Key.
    expect(await screen.findByText('Unable to place bet. Please try again.', {}, { timeout: 3000 })).toBeTruthy();
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
