import React, {use, type ComponentType, type ReactNode} from 'react';
import CreateLoadableRoute from '@docusaurus/core/lib/client/exports/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type {ChunkNames, Registry} from '@docusaurus/types';

type RouteProps = Record<string, unknown>;
// react-loadable's types say `preload(): void`; it returns the loading promise, which Docusaurus's preload() awaits.
type LoadableRoute = ComponentType<RouteProps> & {preload: () => Promise<unknown>};

/** One route's entry of Docusaurus's route tables, as a module of its own (../transforms.ts, routeDataModule). */
export interface RouteData {
  chunkNames: ChunkNames;
  registry: Registry;
}

/** The third argument of the browser's production route table (../index.ts); absent where Docusaurus's tables are whole. */
export type RouteDataSource = () => Promise<RouteData>;

/** A route component that builds Docusaurus's loadable component the first time it is rendered or preloaded. */
export type LazyRouteComponent = ((props: RouteProps) => ReactNode) & {preload: () => Promise<unknown>};

/**
 * Same signature as `@docusaurus/ComponentCreator`, which the generated route table calls once per route while the
 * main bundle is evaluated (hundreds of react-loadable components before the first render); here only the routes a
 * reader visits or preloads build theirs. In production the browser's tables of chunk names and loaders start
 * empty: a route adds its own entries from its data module when it is first preloaded, and the prefetching client
 * module adds every route's chunk names when it starts (./idlePrefetch.ts).
 */
export default function ComponentCreator(path: string, hash: string, routeData?: RouteDataSource): LazyRouteComponent {
  let loadable: LoadableRoute | undefined;
  let dataLoading: Promise<void> | undefined;
  let dataLoaded = routeData === undefined;

  const loadRouteData = (): Promise<void> =>
    (dataLoading ??= routeData!().then(
      (data) => {
        Object.assign(registry, data.registry);
        routesChunkNames[`${path}-${hash}`] = data.chunkNames;
        dataLoaded = true;
      },
      (error: unknown) => {
        dataLoading = undefined; // a failed chunk load may succeed on the next navigation
        throw error;
      },
    ));
  const getLoadable = (): LoadableRoute => (loadable ??= CreateLoadableRoute(path, hash) as unknown as LoadableRoute);

  function RouteComponent(props: RouteProps): ReactNode {
    // Docusaurus preloads a route before it renders it (hydration, navigation); `use` covers any other caller.
    if (!dataLoaded) use(loadRouteData());
    const Route = getLoadable();
    return <Route {...props} />;
  }
  RouteComponent.preload = async () => {
    if (!dataLoaded) await loadRouteData();
    return getLoadable().preload();
  };
  return RouteComponent;
}
