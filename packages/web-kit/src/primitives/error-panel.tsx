import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button.js';
import { Card } from './card.js';

const Panel = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 480px;
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const Icon = styled(AlertTriangle)`
  color: ${({ theme }) => theme.colors.pending};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export type ErrorPanelProps = {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
};

/** A failure kept inside its own area, with a way to try again; the rest of the page stays usable. */
export function ErrorPanel({ title, message, onRetry, retrying = false, retryLabel = 'Retry' }: ErrorPanelProps) {
  return (
    <Panel role="alert" aria-live="assertive">
      <Icon size={32} aria-hidden />
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw size={16} aria-hidden />}
          {retryLabel}
        </Button>
      )}
    </Panel>
  );
}
