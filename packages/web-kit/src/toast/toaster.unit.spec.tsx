import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../theme/theme-root.js';
import { resetToasts, toast } from './toast-store.js';
import { Toaster } from './toaster.js';

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

describe('Toaster', () => {
  it('shows one toast at a time: the newest replaces the one on screen', () => {
    render(
      <ThemeRoot>
        <Toaster />
      </ThemeRoot>,
    );
    act(() => {
      toast({ title: 'User Approved' });
      toast({ title: 'Balance Adjusted', description: 'Cash +$25.00' });
    });
    expect(screen.getByText('Balance Adjusted')).toBeTruthy();
    expect(screen.getByText('Cash +$25.00')).toBeTruthy();
    expect(screen.queryByText('User Approved')).toBeNull();
  });
});
