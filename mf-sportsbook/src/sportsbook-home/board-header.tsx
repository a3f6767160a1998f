import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  h1 {
    flex: none;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.25;
  }
`;

/** The board's title line: the title on the left, the player's account on the right, on one line at any width. */
export function BoardHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {children}
    </Header>
  );
}
