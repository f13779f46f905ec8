import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {replaceGeneratedModule} from '../generatedFiles';
import {slimSiteConfig, splitCodeTranslations} from './transforms';

/** The generated modules the browser bundle gets a slimmer copy of, by import specifier. */
const SLIMMED = [
  {request: '@generated/docusaurus.config', file: 'docusaurus.config.mjs', slim: slimSiteConfig},
  {
    request: '@generated/codeTranslations',
    file: 'codeTranslations.json',
    slim: (source: string) => JSON.stringify(splitCodeTranslations(JSON.parse(source) as Record<string, string>).shared, null, 2),
  },
] as const;

/** Written by contentLoaded for every build; read by ./client/restoreHomeTranslations.ts. */
export const HOME_TRANSLATIONS_FILE = 'home-translations.json';

/**
 * The browser bundle imports slimmer copies of two generated modules every page loads: the site configuration
 * without what only the server render reads, and the UI strings without the home page's, which the home page
 * brings itself (./client/restoreHomeTranslations.ts). The server build and the development server keep
 * Docusaurus's own files. ARCHITECTURE.md, "Generated data".
 */
export default function slimGeneratedData(context: LoadContext): Plugin {
  const outDir = join(context.generatedFilesDir, 'slim-generated-data');
  return {
    name: 'slim-generated-data',
    async contentLoaded({actions}) {
      await actions.createData(HOME_TRANSLATIONS_FILE, JSON.stringify(splitCodeTranslations(context.codeTranslations).home));
    },
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
          return replaceGeneratedModule(currentBundler, request, slimFile);
        }),
      };
    },
  };
}
