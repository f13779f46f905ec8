import type {LoadContext, Preset} from '@docusaurus/types';

import {SSR_TEMPLATE} from './appStart/template';
import compactScripts from './compactScripts';
import lazyCodeHighlighting from './lazyCodeHighlighting';
import routeTables from './routeTables';
import sharedModules from './sharedModules';
import slimGeneratedData from './slimGeneratedData';

/**
 * The performance layer as one local preset (ARCHITECTURE.md): the plugins that make pages start with less script.
 * Their order does not matter; each changes a different part of the bundler configuration. The page template is
 * site configuration, which a preset cannot set, so this checks that the site uses it.
 */
export default function performance(context: LoadContext): Preset {
  const {siteConfig} = context;
  if (siteConfig.ssrTemplate !== SSR_TEMPLATE || siteConfig.baseUrlIssueBanner !== false) {
    throw new Error(
      'src/performance: set `ssrTemplate: SSR_TEMPLATE` (src/performance/appStart/template.ts) and `baseUrlIssueBanner: false` in docusaurus.config.ts; the app starts after the first paint, which the banner check would report as a broken base URL.',
    );
  }
  return {
    plugins: [routeTables, slimGeneratedData, lazyCodeHighlighting, compactScripts, sharedModules],
  };
}
