import { sessionRole, useSession } from '@sb/web-kit';
import styled from 'styled-components';

const Row = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  height: 56px;
  padding: 0 ${({ theme, $collapsed }) => ($collapsed ? 0 : theme.space[3])};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Initial = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent);
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  text-transform: uppercase;
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
  line-height: 1.25;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const ROLE_NAMES = { admin: 'Administrator', auditor: 'Auditor', player: 'Player' } as const;

/** Who is signed in, at the top of the sidebar (just the initial when it is collapsed). */
export function SidebarAccount({ collapsed }: { collapsed: boolean }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Row $collapsed={collapsed}>
      <Initial aria-hidden>{user.username.charAt(0)}</Initial>
      {!collapsed && (
        <Who>
          <strong>{user.username}</strong>
          <span>{ROLE_NAMES[sessionRole(user)]}</span>
        </Who>
      )}
    </Row>
  );
}
