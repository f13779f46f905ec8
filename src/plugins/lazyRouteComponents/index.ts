import {join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Route components are built when a route is first rendered or preloaded instead of all at once while the main
 * bundle starts (src/plugins/lazyRouteComponents/ComponentCreator.tsx). Server and browser use the same module, so
 * the hydrated tree is the rendered one.
 */
export default function lazyRouteComponents(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/ComponentCreator': join(__dirname, 'ComponentCreator.tsx')}}};
    },
  };
}
