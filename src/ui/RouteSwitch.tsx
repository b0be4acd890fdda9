import { Suspense, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { currentLocation, subscribeToLocation } from '../host/navigation';
import { Loader } from './Loader';
import { NotFound } from './NotFound';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

export interface ScreenProps {
  /** Path parameters of the matched route, e.g. { id: '12' }. */
  params: Record<string, string>;
}

export interface ScreenRoute {
  /** A path such as /service-desk/problem/:id/show. */
  pattern: string;
  screen: LazyExoticComponent<ComponentType<ScreenProps>> | ComponentType<ScreenProps>;
}

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export function matchRoute(
  routes: ScreenRoute[],
  pathname: string,
): { route: ScreenRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const match = toRegExp(route.pattern).exec(pathname);
    if (match) return { route, params: { ...(match.groups ?? {}) } };
  }
  return null;
}

/** The area's route table: the first pattern that matches the URL renders its (lazily loaded) screen. */
export function RouteSwitch({ routes }: { routes: ScreenRoute[] }) {
  const location = useSyncExternalStore(subscribeToLocation, currentLocation);
  const pathname = location.split('?')[0];
  const matched = matchRoute(routes, pathname);
  if (!matched) return <NotFound />;
  const Screen = matched.route.screen;
  return (
    <ScreenErrorBoundary resetKey={location}>
      <Suspense fallback={<Loader />}>
        <Screen key={matched.route.pattern} params={matched.params} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
