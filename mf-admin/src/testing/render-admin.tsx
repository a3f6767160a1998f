import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient, ThemeRoot, Toaster } from '@sb/web-kit';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** The providers the shell gives every remote: one QueryClient with the spec's defaults, the theme, a router. */
export function renderAdmin(ui: ReactNode, { url = '/admin' }: { url?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        <Toaster />
      </ThemeRoot>
    </QueryClientProvider>,
  );
}
