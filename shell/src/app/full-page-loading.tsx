import { Spinner } from '@sb/web-kit';
import styled from 'styled-components';

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[3]};
  align-content: center;
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const BigSpinner = styled(Spinner)`
  font-size: 28px;
  color: ${({ theme }) => theme.colors.accent};
`;

/** What the page shows while the session is checked at start (spec: "the product shows Loading"). */
export function FullPageLoading() {
  return (
    <Centre role="status">
      <BigSpinner />
      Loading...
    </Centre>
  );
}
