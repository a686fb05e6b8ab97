import { Suspense, use, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import type { RemoteName, RemotePageKey } from '@kredi/shared';
import { forgetFailure, loadRemotePages, resetRemote } from '../lib/remoteRegistry';
import { PageLoader } from './PageLoader';
import { RemoteErrorPanel } from './RemoteErrorPanel';

interface RemoteSlotProps<R extends RemoteName> {
  remote: R;
  page: RemotePageKey<R>;
}

function RemotePage<R extends RemoteName>({ remote, page }: RemoteSlotProps<R>) {
  const { pages } = use(loadRemotePages(remote));
  const Page: ComponentType | undefined = (pages as Record<string, ComponentType>)[page];
  if (!Page) throw new Error(`remote ${remote} has no page ${String(page)}`);
  return <Page />;
}

/** A route's element: the remote's page behind Suspense and an error boundary (reset on navigation). */
export function RemoteSlot<R extends RemoteName>({ remote, page }: RemoteSlotProps<R>) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={() => forgetFailure(remote)}
      onError={(error) => console.error(`[remotes] ${remote} failed while rendering`, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <RemoteErrorPanel
          onRetry={async () => {
            await resetRemote(remote);
            resetErrorBoundary();
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoader />}>
        <RemotePage remote={remote} page={page} />
      </Suspense>
    </ErrorBoundary>
  );
}
