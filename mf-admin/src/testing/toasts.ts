import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Title and text of the toast on screen (one at a time, spec section 9), read from the Toaster's list. */
function visibleToast(): { title?: string; description?: string } | undefined {
  const item = screen.queryByRole('region', { name: /Notifications/ })?.querySelector('li[data-state="open"]');
  if (!item) return undefined;
  const [title, description] = Array.from(item.children).filter((child) => child.tagName === 'DIV');
  return { title: title?.textContent ?? undefined, description: description?.textContent ?? undefined };
}

export async function expectToast(title: string, description: string): Promise<void> {
  await waitFor(() => expect(visibleToast()).toEqual({ title, description }));
}

export function expectNoToast(): void {
  expect(visibleToast()).toBeUndefined();
}
