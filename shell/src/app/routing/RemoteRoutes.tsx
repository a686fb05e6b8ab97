import { use, useContext, useMemo } from 'react';
import { Navigate, matchRoutes, useRoutes, type RouteObject } from '@kredi/kernel';
import type { RemoteRoute } from '@kredi/kernel';
import { LazyNotFoundPage } from '../../features/not-found/components/LazyNotFoundPage';
import { PublicLayout } from '../layouts/PublicLayout';
import { StaffLayout } from '../layouts/StaffLayout';
import { RemoteSourceContext } from '../../features/remotes/lib/remoteSource';

// `handle` keeps the remote's route on its route object: the server render matches with these same objects.
function toRouteObject(route: RemoteRoute): RouteObject {
  if (route.redirectTo) return { path: route.path, handle: route, element: <Navigate to={route.redirectTo} replace /> };
  const Page = route.Component;
  return { path: route.path, handle: route, element: Page ? <Page /> : <LazyNotFoundPage /> };
}

/**
 * The route subtree a remote exposes, each page in the chrome it asks for. A path inside the remote's prefix that
 * none of its routes matches ends on the shell's 404 page.
 */
export function routeObjects(routes: readonly RemoteRoute[]): RouteObject[] {
  const of = (chrome: RemoteRoute['chrome']) => routes.filter((r) => r.chrome === chrome).map(toRouteObject);
  return [
    { element: <PublicLayout />, children: [...of('public'), { path: '*', element: <LazyNotFoundPage /> }] },
    { element: <StaffLayout />, children: of('staff') },
  ];
}

/** The remote's route a path renders, as useRoutes picks it; undefined when the path ends on the 404 page. */
export function matchedRemoteRoute(
  routes: readonly RemoteRoute[],
  pathname: string,
): { route: RemoteRoute; params: Record<string, string | undefined> } | undefined {
  const leaf = matchRoutes(routeObjects(routes), pathname)?.at(-1);
  const route = leaf?.route.handle as RemoteRoute | undefined;
  return route && leaf ? { route, params: leaf.params } : undefined;
}

export function RemoteRoutes({ remote }: { remote: string }) {
  const { routes } = use(useContext(RemoteSourceContext).routesOf(remote));
  const objects = useMemo(() => routeObjects(routes), [routes]);
  return useRoutes(objects);
}
