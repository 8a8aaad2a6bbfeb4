import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS } from '@plotwise/contracts';
import { Button, Card, Skeleton, type UseQueryResult } from '@plotwise/ui';

const Placeholder = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 10px;
`;

/** Cards standing where a list is loading. */
export function ListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label={ADMIN_OPS_TEXTS.loading} style={{ display: 'grid', gap: 12 }}>
      {Array.from({ length: count }, (_, index) => (
        <Placeholder key={index} data-testid="list-placeholder">
          <Skeleton $width="40%" $height="20px" />
          <Skeleton $width="70%" />
          <Skeleton $width="55%" />
        </Placeholder>
      ))}
    </div>
  );
}

const Message = styled(Card)<{ $tone: 'error' | 'empty' }>`
  padding: 32px 20px;
  text-align: center;
  display: grid;
  gap: 12px;
  justify-items: center;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.muted)};
  p { margin: 0; font-weight: 600; }
`;

/** A list that failed to load, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Message $tone="error" role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {ADMIN_OPS_TEXTS.retry}
      </Button>
    </Message>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Message $tone="empty">
      <p>{message}</p>
      {children}
    </Message>
  );
}

interface ListBodyProps<TData> {
  /** The list's read: a page of items or a whole array. */
  read: UseQueryResult<TData>;
  /** How many placeholder cards stand in while it loads. */
  placeholders?: number;
  failed: string;
  empty: string;
  /** The list itself, once there is at least one item. */
  children: (data: TData) => ReactNode;
}

/** A list's read as the screen shows it: placeholders while loading, the failure with Retry, the empty message, or the list. */
export function ListBody<TData extends readonly unknown[] | { items: readonly unknown[] }>({ read, placeholders, failed, empty, children }: ListBodyProps<TData>) {
  if (read.isPending) return <ListSkeleton count={placeholders} />;
  if (read.isError) return <ErrorState message={failed} onRetry={() => void read.refetch()} />;
  const items = Array.isArray(read.data) ? read.data : (read.data as { items: readonly unknown[] }).items;
  if (items.length === 0) return <EmptyState message={empty} />;
  return children(read.data);
}
