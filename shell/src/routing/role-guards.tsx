import { canAudit, isAuditorUser, useSession } from '@sb/web-kit';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ACCESS_DENIED_REDIRECT_MS } from './admin-guard';

const AUDITORS_ONLY_AUDIT = 'Auditors have the Audit page only. Redirecting...';

const Denied = styled.p`
  margin: ${({ theme }) => theme.space[8]} auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Shows `message` and goes to `to` a moment later, so the refusal can be read. */
function RefuseAndRedirect({ message, to }: { message: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return <Denied role="alert">{message}</Denied>;
}

/** /audit: auditors and admins; a player is refused and sent to the sportsbook like on /admin. */
export function AuditGuard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!canAudit(user)) return <RefuseAndRedirect message="Access denied. Redirecting..." to="/sportsbook" />;
  return <>{children}</>;
}

/**
 * The players' pages (betting, casino, dashboard, settings): an auditor lands on /audit from the home page at once,
 * and is refused, then sent there, from any other page.
 */
export function NotForAuditors({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!isAuditorUser(user)) return <>{children}</>;
  if (pathname === '/') return <Navigate to="/audit" replace />;
  return <RefuseAndRedirect message={AUDITORS_ONLY_AUDIT} to="/audit" />;
}
