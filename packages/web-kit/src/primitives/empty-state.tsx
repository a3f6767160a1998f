import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.raised};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  max-width: 420px;
`;

export type EmptyStateProps = { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode };

export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon && <IconCircle aria-hidden>{icon}</IconCircle>}
      <Title>{title}</Title>
      {text && <Text>{text}</Text>}
      {action}
    </Wrapper>
  );
}
