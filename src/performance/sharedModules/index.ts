import {join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Modules the browser would otherwise copy or carry whole (ARCHITECTURE.md, "Shared modules"):
 * - `@mdx-js/react`, which every MDX page imports but is too small for a split chunk, is shared through the main
 *   bundle (./client/sharedModules.ts) instead of being copied into each of the 300+ page chunks;
 * - `tslib` resolves to the one helper the browser bundle calls (./client/tslibHelpers.ts).
 */
export default function sharedModules(): Plugin {
  return {
    name: 'shared-modules',
    getClientModules() {
      return [join(__dirname, 'client', 'sharedModules.ts')];
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {};
      }
      return {resolve: {alias: {tslib$: join(__dirname, 'client', 'tslibHelpers.ts')}}};
    },
  };
}
