import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import pluginContentDocs, {validateOptions, type LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

import {moveCardDescriptions} from './cardDescriptions';
import {flagOutdatedTranslations} from '../translationStatus/outdated';

type DocsPluginOptions = Parameters<typeof pluginContentDocs>[1];

/**
 * The classic docs plugin, with doc descriptions served only to the pages that show them on cards
 * (`<DocCardList />`) instead of in the version metadata every doc page loads (see ./cardDescriptions.ts);
 * src/theme/DocItem and src/theme/DocCard hand them to the theme's cards. Translated pages whose English has changed
 * since are flagged for the outdated notice (../translationStatus). Everything else is the plugin's own.
 */
async function docsWithCardDescriptions(context: LoadContext, options: DocsPluginOptions): Promise<Plugin<unknown>> {
  const docs = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const hasCards = (route: RouteConfig): boolean => {
    const source = route.metadata?.sourceFilePath;
    return source !== undefined && /<DocCardList\b/.test(readFileSync(join(context.siteDir, source), 'utf8'));
  };
  return {
    ...docs,
    async contentLoaded(args) {
      const versions = (args.content as LoadedContent).loadedVersions;
      flagOutdatedTranslations(versions.flatMap((version) => version.docs));
      let slimmed = 0;
      const addRoute = (route: RouteConfig) => {
        const moved = moveCardDescriptions(route, hasCards);
        if (moved !== route) slimmed += 1;
        args.actions.addRoute(moved);
      };
      await docs.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
      // Otherwise a silent no-op: every doc page would carry the docs map again.
      if (slimmed === 0 && versions.some((version) => version.docs.length > 0)) {
        throw new Error('src/plugins/docCardDescriptions: no route carried the version metadata with its docs map; check how plugin-content-docs passes `version` to its routes now.');
      }
    },
  };
}

// A function plugin gets its options validated and defaulted through this property, as a package plugin would.
const plugin = Object.assign(docsWithCardDescriptions, {validateOptions}) as unknown as PluginModule;
export default plugin;
