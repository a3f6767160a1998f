import { isAuditorUser, useSession } from '@sb/web-kit';
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

/**
 * Spec: non-admins on /admin see 'Access denied. Redirecting...' and are sent to /sportsbook (an auditor to
 * /audit, the only page they have).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();
  const away = isAuditorUser(user) ? '/audit' : '/sportsbook';

  useEffect(() => {
    if (isAdmin) return undefined;
    const timer = setTimeout(() => navigate(away, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate, away]);

  if (!isAdmin) return <Denied role="alert">Access denied. Redirecting...</Denied>;
  return <>{children}</>;
}
