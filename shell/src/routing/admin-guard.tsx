import { useSession } from '@sb/web-kit';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/** Long enough to read the message, short enough not to feel stuck. */
export const ACCESS_DENIED_REDIRECT_MS = 1500;

const Denied = styled.p`
  margin: ${({ theme }) => theme.space[8]} auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Spec: non-admins on /admin see 'Access denied. Redirecting...' and are sent to /sportsbook. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (isAdmin) return undefined;
    const timer = setTimeout(() => navigate('/sportsbook', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate]);

  if (!isAdmin) return <Denied role="alert">Access denied. Redirecting...</Denied>;
  return <>{children}</>;
}
