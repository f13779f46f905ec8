import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {slimRegistry, slimSiteConfig} from './transforms';

/** The generated modules the browser bundle gets a slimmer copy of, by import specifier. */
const SLIMMED = [
  {request: '@generated/registry', file: 'registry.js', slim: slimRegistry},
  {request: '@generated/docusaurus.config', file: 'docusaurus.config.mjs', slim: slimSiteConfig},
] as const;

/**
 * Keeps server-only data out of the main bundle: every page downloads `.docusaurus/registry.js` and the site
 * configuration, and both carry data only the server render reads (module paths for react-loadable, the HTML
 * template, plugin options). Production browser builds import a copy without it (transforms.ts); the server build
 * and the development server keep Docusaurus's own files. Figures: `npm run budget`.
 */
export default function slimGeneratedData(context: {generatedFilesDir: string}): Plugin {
  const outDir = join(context.generatedFilesDir, 'slim-generated-data');
  return {
    name: 'slim-generated-data',
    // Runs after Docusaurus has written .docusaurus/ for this build (loadSite comes before the bundler configuration).
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {};
      }
      mkdirSync(outDir, {recursive: true});
      return {
        plugins: SLIMMED.map(({request, file, slim}) => {
          const slimFile = join(outDir, file);
          writeFileSync(slimFile, slim(readFileSync(join(context.generatedFilesDir, file), 'utf8')));
          const exact = new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
          return new currentBundler.instance.NormalModuleReplacementPlugin(exact, slimFile);
        }),
      };
    },
  };
}
