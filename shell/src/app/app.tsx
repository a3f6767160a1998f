import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, ThemeRoot } from '@sb/web-kit';
import { SessionGate } from './session-gate';

// One QueryClient for the whole page: remotes render inside this provider (react-query is a federation
// singleton), so the session, the balance and every cached list are shared with them.
const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <SessionGate />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
