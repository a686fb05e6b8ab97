import { Suspense, use, useContext } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ownerOf, useLocation } from '@kredi/kernel';
import { LazyNotFoundPage } from '../../features/not-found/components/LazyNotFoundPage';
import { PublicLayout } from '../layouts/PublicLayout';
import { forgetFailure, remotesManifest, resetRemote } from '../../features/remotes/lib/remoteRegistry';
import { PageLoader } from '../../features/remotes/components/PageLoader';
import { LazyRemoteErrorPanel } from '../../features/remotes/components/LazyRemoteErrorPanel';
import { RemoteSourceContext } from '../../features/remotes/lib/remoteSource';
import { wasReported } from '../../features/remotes/lib/remoteFailures';
import { RemoteRoutes } from './RemoteRoutes';

/** The remote owning this path by the manifest's prefixes, or the shell's 404 page. */
function OwnerRoutes({ pathname }: { pathname: string }) {
  const owner = ownerOf(use(useContext(RemoteSourceContext).manifest()), pathname);
  if (!owner) {
    return (
      <PublicLayout>
        <LazyNotFoundPage />
      </PublicLayout>
    );
  }
  return <RemoteRoutes remote={owner.name} />;
}

async function ownerNameOf(pathname: string): Promise<string | undefined> {
  const list = await remotesManifest().catch(() => []);
  return ownerOf(list, pathname)?.name;
}

/**
 * Every page: the owning remote's routes behind Suspense and an error boundary. A remote that cannot be loaded, or
 * throws, shows the Turkish panel inside the public chrome; the rest of the site keeps working.
 */
export function OwnedPage() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={() => void ownerNameOf(pathname).then((name) => name && forgetFailure(name))}
      onError={(error) => {
        // A remote that could not load is already named, with its reason; an exception inside its page is not.
        if (!wasReported(error)) console.error(`[remotes] the page ${pathname} failed`, error);
      }}
      fallbackRender={({ resetErrorBoundary }) => (
        <PublicLayout>
          <LazyRemoteErrorPanel
            onRetry={async () => {
              const name = await ownerNameOf(pathname);
              if (name) await resetRemote(name);
              resetErrorBoundary();
            }}
          />
        </PublicLayout>
      )}
    >
      <Suspense fallback={<PageLoader />}>
        <OwnerRoutes pathname={pathname} />
      </Suspense>
    </ErrorBoundary>
  );
}
