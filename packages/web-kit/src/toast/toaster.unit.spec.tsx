import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../theme/theme-root.js';
import { resetToasts, toast } from './toast-store.js';
import { Toaster } from './toaster.js';

beforeAll(async () => {
  // The toast list is its own chunk (React.lazy): load it up front so the test waits on React, not the import.
  await import('./toast-list.js');
});

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

describe('Toaster', () => {
  it('renders nothing (and loads no toast code) until a toast is raised', () => {
    const { container } = render(
      <ThemeRoot>
        <Toaster />
      </ThemeRoot>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows one toast at a time: the newest replaces the one on screen', async () => {
    render(
      <ThemeRoot>
        <Toaster />
      </ThemeRoot>,
    );
    act(() => {
      toast({ title: 'User Approved' });
      toast({ title: 'Balance Adjusted', description: 'Cash +$25.00' });
    });
    expect(await screen.findByText('Balance Adjusted')).toBeTruthy();
    expect(screen.getByText('Cash +$25.00')).toBeTruthy();
    expect(screen.queryByText('User Approved')).toBeNull();
  });
});
