import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

const created = vi.hoisted(() => [] as string[]);
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Loadable = (props: {label?: string}) => <p>{`${path} ${props.label ?? ''}`}</p>;
    Loadable.preload = () => Promise.resolve(path);
    return Loadable;
  },
}));

const {default: ComponentCreator} = await import('../../src/plugins/lazyRouteComponents/ComponentCreator');
const {default: lazyRouteComponents} = await import('../../src/plugins/lazyRouteComponents');

describe('route components built on first use', () => {
  it('builds nothing while the route table is evaluated', () => {
    created.length = 0;
    for (let index = 0; index < 300; index += 1) ComponentCreator(`/uk/docs/page-${index}`, 'abc');
    expect(created).toEqual([]);
  });

  it('builds the loadable component once, on preload or first render, and passes the props through', async () => {
    created.length = 0;
    const Route = ComponentCreator('/uk/docs/intro/install', '1f2');
    await expect(Route.preload()).resolves.toBe('/uk/docs/intro/install');
    expect(renderToStaticMarkup(<Route label="ready" />)).toBe('<p>/uk/docs/intro/install ready</p>');
    renderToStaticMarkup(<Route />);
    expect(created).toEqual(['/uk/docs/intro/install-1f2']);
  });

  it('replaces the Docusaurus module in both bundles, so the server renders the tree the browser hydrates', () => {
    const plugin = lazyRouteComponents();
    for (const isServer of [false, true]) {
      const config = plugin.configureWebpack!({} as never, isServer, {} as never, {} as never) as {resolve: {alias: Record<string, string>}};
      expect(config.resolve.alias['@docusaurus/ComponentCreator']).toMatch(/lazyRouteComponents[\\/]ComponentCreator\.tsx$/);
    }
  });
});
