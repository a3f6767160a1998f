import { Compass } from 'lucide-react';
import styled from 'styled-components';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';

const Code = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: 0.08em;
`;

/** The one 404 every app shows: the shell for a path nobody serves, a remote for a path it is given but does not know. */
export function NotFoundPanel({ onBack }: { onBack: () => void }) {
  return (
    <section aria-label="Page not found">
      <Code aria-hidden>404</Code>
      <EmptyState
        icon={<Compass size={28} />}
        title="Page Not Found"
        text="The page you are looking for does not exist or has moved."
        action={
          <Button variant="secondary" onClick={onBack}>
            Back to Sportsbook
          </Button>
        }
      />
    </section>
  );
}
