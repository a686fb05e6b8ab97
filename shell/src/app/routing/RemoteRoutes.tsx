import { use, useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from '@kredi/kernel';
import type { RemoteRoute } from '@kredi/kernel';
import { NotFoundPage } from '../../features/not-found/components/NotFoundPage';
import { PublicLayout } from '../layouts/PublicLayout';
import { StaffLayout } from '../layouts/StaffLayout';
import { loadRemoteRoutes } from '../../features/remotes/lib/remoteRegistry';

function toRouteObject(route: RemoteRoute): RouteObject {
  if (route.redirectTo) return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  const Page = route.Component;
  return { path: route.path, element: Page ? <Page /> : <NotFoundPage /> };
}

/**
 * The route subtree a remote exposes, each page in the chrome it asks for. A path inside the remote's prefix that
 * none of its routes matches ends on the shell's 404 page.
 */
export function routeObjects(routes: readonly RemoteRoute[]): RouteObject[] {
  const of = (chrome: RemoteRoute['chrome']) => routes.filter((r) => r.chrome === chrome).map(toRouteObject);
  return [
    { element: <PublicLayout />, children: [...of('public'), { path: '*', element: <NotFoundPage /> }] },
    { element: <StaffLayout />, children: of('staff') },
  ];
}

export function RemoteRoutes({ remote }: { remote: string }) {
  const { routes } = use(loadRemoteRoutes(remote));
  const objects = useMemo(() => routeObjects(routes), [routes]);
  return useRoutes(objects);
}
