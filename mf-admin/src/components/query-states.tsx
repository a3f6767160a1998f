import { EmptyState, ErrorPanel, Skeleton } from '@sb/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Shaped like the rows that are coming, announced once as loading. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Rows role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} $height="44px" />
      ))}
    </Rows>
  );
}

/** One quiet line for a list that is usually empty and sits above busier ones (nothing pending is good news). */
const QuietEmpty = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border-radius: ${({ theme }) => theme.radii.control};
  color: ${({ theme }) => theme.colors.textSecondary};
  svg {
    flex: none;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

type QueryLike = { isPending: boolean; isError: boolean; refetch: () => unknown; isRefetching: boolean };

type QueryStatesProps = {
  query: QueryLike;
  loadingLabel: string;
  errorTitle: string;
  isEmpty: boolean;
  empty: { icon: ReactNode; title: string; text: string };
  children: ReactNode;
  /** Show the empty state as one line instead of the centred block. */
  quietEmpty?: boolean;
};

/** Every list has its loading skeleton, its error state with a retry and its empty state (DESIGN.md). */
export function QueryStates(props: QueryStatesProps) {
  const { query, loadingLabel, errorTitle, isEmpty, empty, children, quietEmpty = false } = props;
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError) {
    return <ErrorPanel title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (isEmpty && quietEmpty) {
    return (
      <QuietEmpty role="status">
        <span aria-hidden>{empty.icon}</span>
        <span>
          <strong>{empty.title}.</strong> {empty.text}
        </span>
      </QuietEmpty>
    );
  }
  if (isEmpty) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return <>{children}</>;
}
