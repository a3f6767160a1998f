import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.2;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** The title line every screen starts with: what it is, one line saying why, and its own controls. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {children}
    </Header>
  );
}

/** A screen: its header, then its blocks, evenly spaced; room at the bottom for the floating slip button. */
export const Page = styled.div`
  display: grid;
  /* minmax(0, 1fr): a wide child (a table) scrolls inside its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  padding-bottom: 72px;
`;
