import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertVariant = 'destructive' | 'success' | 'info';

const Box = styled.div<{ $variant: AlertVariant }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.control};
  border: 1px solid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme, $variant }) => {
    const colour = { destructive: theme.colors.destructive, success: theme.colors.win, info: theme.colors.border }[
      $variant
    ];
    return `border-color: ${colour}; background: color-mix(in srgb, ${colour} 14%, transparent);`;
  }}
  color: ${({ theme }) => theme.colors.text};
`;

/** Inline message for a form: destructive for errors (announced at once), success and info as status. */
export function Alert({ variant = 'info', children }: { variant?: AlertVariant; children: ReactNode }) {
  return (
    <Box $variant={variant} role={variant === 'destructive' ? 'alert' : 'status'} data-variant={variant}>
      {children}
    </Box>
  );
}
