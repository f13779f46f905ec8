import type {Plugin} from '@docusaurus/types';

import {translationStatus} from '../../../scripts/translations/status';
import type {StatusTable} from './table';

/**
 * Counts, at build time, how much of the site each locale translates (scripts/translations/status.ts) and hands the
 * table to the localization page's <TranslationStatus /> as a data file of its own, so no other page loads it.
 * The outdated notice of single pages is flagged by the docs and blog plugins through ./outdated.ts.
 */
export default function translationStatusPlugin(): Plugin {
  return {
    name: 'translation-status',
    async loadContent(): Promise<StatusTable> {
      const {locales} = translationStatus();
      return {
        locales: locales.map(({locale, parts}) => ({
          locale,
          parts: parts.map(({part, translated, outdated, missing, words}) => ({part, translated, outdated, missing, words})),
        })),
      };
    },
    async contentLoaded({content, actions}) {
      await actions.createData('status.json', JSON.stringify(content as StatusTable));
    },
  };
}
