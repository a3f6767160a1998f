import { Button, EmptyState } from '@sb/web-kit';
import { Compass } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Code = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: 0.08em;
`;

/** The shell's 404, for a path this remote is given but does not know (/sportsbook/Cricket). */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <section aria-label="Page not found">
      <Code aria-hidden>404</Code>
      <EmptyState
        icon={<Compass size={28} />}
        title="Page Not Found"
        text="The page you are looking for does not exist or has moved."
        action={
          <Button variant="secondary" onClick={() => navigate('/')}>
            Back to Sportsbook
          </Button>
        }
      />
    </section>
  );
}
