import styled from 'styled-components';

/**
 * The browser's own select, themed: keyboard, screen readers and the phone's native picker come for free,
 * which matters more on an admin form than a custom popover.
 */
export const Select = styled.select`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
  appearance: none;
  /* The option list the browser draws follows the dark theme too. */
  color-scheme: dark;
  background:
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' fill='none' stroke='%239aa7b4' stroke-width='2' viewBox='0 0 24 24'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
      no-repeat right 12px center,
    ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 0;
    border-color: transparent;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
