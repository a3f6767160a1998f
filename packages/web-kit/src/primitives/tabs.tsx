import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Radix tabs: arrow keys move between triggers, the active panel is linked to its tab for screen readers. */
export const Tabs = RadixTabs.Root;

/**
 * One row of tabs. On a phone the row scrolls sideways instead of wrapping (the sportsbook convention for a tab
 * bar); the scrollbar is hidden because the cut-off last tab already says there is more.
 */
export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  scrollbar-width: none;
  background: ${({ theme }) => theme.colors.panel};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  flex: 1 0 auto;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.control};
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 120ms,
    color 120ms;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.raised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  svg {
    flex: none;
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  &:focus-visible {
    outline: none;
  }
`;
