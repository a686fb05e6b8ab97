import { createContext } from 'react';
import type { RemoteManifestEntry, RemoteRoutesModule } from '@kredi/kernel';
import { loadRemoteRoutes, remotesManifest } from './remoteRegistry';

/**
 * Where the page tree gets the manifest and a remote's routes: in the browser the federation runtime
 * (remoteRegistry); in a server render the composer's remote server builds. The same components render both, so
 * the server HTML and the browser's hydration agree.
 */
export interface RemoteSource {
  manifest: () => Promise<RemoteManifestEntry[]>;
  routesOf: (name: string) => Promise<RemoteRoutesModule>;
}

export const browserRemoteSource: RemoteSource = { manifest: remotesManifest, routesOf: loadRemoteRoutes };

export const RemoteSourceContext = createContext<RemoteSource>(browserRemoteSource);
