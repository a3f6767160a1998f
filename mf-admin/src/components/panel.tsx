import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@sb/web-kit';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]} 0;
  }
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Content = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

type PanelProps = { title: string; description?: ReactNode; action?: ReactNode; children: ReactNode };

/**
 * A titled card that is also a named region, so a person with a screen reader (and a browser test) can jump
 * straight to 'Pending Users' or 'Run Settlement'. Tighter padding on a phone.
 */
export function Panel({ title, description, action, children }: PanelProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Titles>
          <Title id={titleId}>{title}</Title>
          {description && <CardDescription>{description}</CardDescription>}
        </Titles>
        {action}
      </Header>
      <Content>{children}</Content>
    </Card>
  );
}
