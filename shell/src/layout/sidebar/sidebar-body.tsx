import { sessionRole, TooltipProvider, useSession } from '@sb/web-kit';
import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useHasLiveGames } from '../use-live-status';
import { isLinkActive, SETTINGS_LINK, visibleLinks } from './nav-links';
import { NavItem } from './nav-item';
import { SidebarAccount } from './sidebar-account';
import { SportList } from './sport-list';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
`;

const Group = styled.nav`
  display: grid;
  gap: 2px;
`;

const GroupLabel = styled.h2`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** What the sidebar holds, shared by the desktop rail and the mobile sheet. */
export function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const live = useHasLiveGames();
  const role = user ? sessionRole(user) : 'player';
  // An auditor reads the Audit page only: no sports, no settings (limits and exclusions are a player's).
  const auditor = role === 'auditor';
  // Tooltips name the links only when collapsed to icons: their code is fetched then, not with every first screen.
  const Tooltips = collapsed ? TooltipProvider : Fragment;

  return (
    <Tooltips>
      <Column>
        <SidebarAccount collapsed={collapsed} />
        <Scroll>
          <Group aria-label="Main">
            {visibleLinks(role).map((link) => (
              <NavItem
                key={link.to}
                link={link}
                active={isLinkActive(pathname, link)}
                collapsed={collapsed}
                live={live}
                onNavigate={onNavigate}
              />
            ))}
          </Group>
          {!collapsed && !auditor && (
            <nav aria-labelledby="sports-heading">
              <GroupLabel id="sports-heading">Sports</GroupLabel>
              <SportList onNavigate={onNavigate} />
            </nav>
          )}
        </Scroll>
        {!auditor && (
          <Footer>
            <NavItem
              link={SETTINGS_LINK}
              active={isLinkActive(pathname, SETTINGS_LINK)}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </Footer>
        )}
      </Column>
    </Tooltips>
  );
}
