import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { PageLoading } from './PageLoading';

/** What every admin page's list query answers (RTK Query's result object). */
export interface PageQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryContentProps<T> {
  query: PageQuery<T>;
  /** Shown instead of the content when the answer is an empty list. */
  empty?: { title: string; text: string; action?: ReactNode };
  children: (data: T) => ReactNode;
}

/** A page's loading, failure ('Yeniden Dene') and empty states, then its content with the loaded data. */
export function QueryContent<T>({ query, empty, children }: QueryContentProps<T>) {
  if (query.isLoading) return <PageLoading />;
  if (query.isError || query.data === undefined) return <LoadError onRetry={() => void query.refetch()} />;
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <EmptyState {...empty} />;
  return <>{children(query.data)}</>;
}
