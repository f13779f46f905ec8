import React, {type ComponentType, type ReactNode} from 'react';
import CreateLoadableRoute from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteProps = Record<string, unknown>;
// react-loadable's types say `preload(): void`; it returns the loading promise, which Docusaurus's preload() awaits.
type LoadableRoute = ComponentType<RouteProps> & {preload: () => Promise<unknown>};

/** A route component that builds Docusaurus's loadable component the first time it is rendered or preloaded. */
export type LazyRouteComponent = ((props: RouteProps) => ReactNode) & {preload: () => Promise<unknown>};

/**
 * Same signature as `@docusaurus/ComponentCreator`, which the generated route table calls once per route while the
 * main bundle is evaluated (hundreds of react-loadable components before the first render); here only the routes a
 * reader visits or preloads build theirs.
 */
export default function ComponentCreator(path: string, hash: string): LazyRouteComponent {
  let loadable: LoadableRoute | undefined;
  const getLoadable = (): LoadableRoute => (loadable ??= CreateLoadableRoute(path, hash) as unknown as LoadableRoute);
  function RouteComponent(props: RouteProps): ReactNode {
    const Loadable = getLoadable();
    return <Loadable {...props} />;
  }
  RouteComponent.preload = () => getLoadable().preload();
  return RouteComponent;
}
