import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/** A titled part of a screen ('Live Now', 'Upcoming Games'), named by its heading for assistive tech. */
export function Section({
  title,
  icon,
  count,
  children,
}: {
  title: string;
  icon?: ReactNode;
  count?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <Title id={id}>
        {icon}
        {title}
        {count !== undefined && <small>{count}</small>}
      </Title>
      {children}
    </Box>
  );
}

/** Cards one under the other on a phone, two side by side where there is room. */
export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  /* A card that opens ('Props and more') grows alone; its neighbour keeps its own height. */
  align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '420px' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;
