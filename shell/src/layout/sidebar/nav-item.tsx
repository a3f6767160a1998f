import { LiveDot, Tooltip } from '@sb/web-kit';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { NavLinkSpec } from './nav-links';

const Item = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.control};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: 500;
  white-space: nowrap;
  overflow: hidden;
  position: relative;
  &:hover {
    background: ${({ theme }) => theme.colors.raised};
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex: none;
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: color-mix(in srgb, ${theme.colors.accent} 14%, transparent);
      color: ${theme.colors.accent};
      font-weight: 600;
      &:hover {
        background: color-mix(in srgb, ${theme.colors.accent} 20%, transparent);
        color: ${theme.colors.accent};
      }
    `}
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
      padding: 0;
    `}
`;

const Label = styled.span`
  flex: 1;
`;

const CornerDot = styled(LiveDot)`
  position: absolute;
  top: 6px;
  right: 6px;
`;

export type NavItemProps = {
  link: NavLinkSpec;
  active: boolean;
  collapsed: boolean;
  live?: boolean;
  onNavigate?: () => void;
};

/** One sidebar link: label and icon when expanded; icon with a tooltip when collapsed. */
export function NavItem({ link, active, collapsed, live = false, onNavigate }: NavItemProps) {
  const Icon = link.icon;
  const dot = live && link.showsLiveDot;
  return (
    <Tooltip content={link.label} disabled={!collapsed}>
      <Item
        to={link.to}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? link.label : undefined}
        $active={active}
        $collapsed={collapsed}
        onClick={onNavigate}
      >
        <Icon size={18} aria-hidden />
        {!collapsed && <Label>{link.label}</Label>}
        {dot && (collapsed ? <CornerDot aria-label="Live now" /> : <LiveDot aria-label="Live now" />)}
      </Item>
    </Tooltip>
  );
}
