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

type QueryLike = { isPending: boolean; isError: boolean; refetch: () => unknown; isRefetching: boolean };

type QueryStatesProps = {
  query: QueryLike;
  loadingLabel: string;
  errorTitle: string;
  isEmpty: boolean;
  empty: { icon: ReactNode; title: string; text: string };
  children: ReactNode;
};

/** Every list has its loading skeleton, its error state with a retry and its empty state (DESIGN.md). */
export function QueryStates({ query, loadingLabel, errorTitle, isEmpty, empty, children }: QueryStatesProps) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError) {
    return <ErrorPanel title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (isEmpty) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return <>{children}</>;
}
