import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectionToggled } from '../bet-slip/bet-slip-slice';
import { SPORTSBOOK_FLOW } from '../bet-slip/slip-flow';
import { SlipFlowProvider } from '../bet-slip/slip-flow-context';
import type { SlipSelection } from '../bet-slip/slip-selection';
import { knicksSpread, lakersMoneyline } from '../bet-slip/testing/slip-fixtures';
import type { ToggleOutcome } from '../bet-slip/use-slip-toggle';
import { useIsOnSlip, useSlipToggle } from '../bet-slip/use-slip-toggle';
import { LazySlipStore } from './lazy-slip-store';
import type { SlipStoreKit } from './slip-store-kit';
import { createSlipStoreKit } from './slip-store-kit';
import { SportsbookStoreProvider } from './store';

afterEach(cleanup);

/** A store whose chunk arrives when the test says so (or fails to). */
function heldStore() {
  const fetches: Array<{ arrive: () => void; fail: () => void }> = [];
  const store = new LazySlipStore(
    () =>
      new Promise<SlipStoreKit>((resolve, reject) =>
        fetches.push({ arrive: () => resolve(createSlipStoreKit()), fail: () => reject(new Error('chunk failed')) }),
      ),
  );
  return { store, fetches };
}

const pick = (selection: SlipSelection) => selectionToggled({ selection, stakeCents: 0 });
const ids = (store: LazySlipStore) => store.getState().betSlip.items.map((item) => item.id);

describe('the slip store fetched on first need', () => {
  it('reads as an empty slip and fetches nothing until something is asked of it', () => {
    const { store, fetches } = heldStore();
    expect(store.kit).toBeUndefined();
    expect(store.getState().betSlip).toEqual({ items: [], mode: 'single', parlayStakeCents: 0, balanceType: 'cash' });
    expect(fetches).toHaveLength(0);
  });

  it('keeps every action asked before the store arrives and applies them in order when it does', async () => {
    const { store, fetches } = heldStore();
    const heard = vi.fn();
    store.subscribe(heard);
    store.dispatch(pick(lakersMoneyline));
    store.dispatch(pick(knicksSpread));
    store.dispatch(pick(lakersMoneyline));
    expect(fetches).toHaveLength(1);
    expect(ids(store)).toEqual([]);

    await act(async () => fetches[0]?.arrive());
    expect(store.kit).toBeDefined();
    expect(ids(store)).toEqual([knicksSpread.id]);
    expect(heard).toHaveBeenCalled();
  });

  it('asks again after a failed fetch, still holding the actions asked before it', async () => {
    const { store, fetches } = heldStore();
    store.dispatch(pick(lakersMoneyline));
    await act(async () => fetches[0]?.fail());
    expect(store.kit).toBeUndefined();

    store.dispatch(pick(knicksSpread));
    expect(fetches).toHaveLength(2);
    await act(async () => fetches[1]?.arrive());
    expect(ids(store)).toEqual([lakersMoneyline.id, knicksSpread.id]);
  });
});

function PickButton({ selection, onOutcome }: { selection: SlipSelection; onOutcome: (o: ToggleOutcome) => void }) {
  const selected = useIsOnSlip(selection.id);
  const toggle = useSlipToggle();
  return (
    <button type="button" aria-pressed={selected} onClick={() => toggle(selection, onOutcome)}>
      {selection.label}
    </button>
  );
}

describe('an odds button clicked before the slip store arrives', () => {
  it('is on the slip once the store arrives, and hears that it was added', async () => {
    const { store, fetches } = heldStore();
    const outcomes = vi.fn();
    render(
      <SportsbookStoreProvider store={store}>
        <SlipFlowProvider flow={SPORTSBOOK_FLOW}>
          <PickButton selection={lakersMoneyline} onOutcome={outcomes} />
        </SlipFlowProvider>
      </SportsbookStoreProvider>,
    );
    const button = screen.getByRole('button', { name: 'Lakers' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(outcomes).not.toHaveBeenCalled();

    await act(async () => fetches[0]?.arrive());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(outcomes).toHaveBeenCalledWith('added');
    expect(ids(store)).toEqual([lakersMoneyline.id]);

    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(outcomes).toHaveBeenLastCalledWith('removed');
  });
});
