import type {PartId} from '../../../scripts/translations/status';

/** What the localization page shows: per locale and part of the site, the counts of `npm run translations`. */
export interface StatusTable {
  locales: Array<{
    locale: string;
    parts: Array<{part: PartId; translated: number; outdated: number; missing: number; words: number}>;
  }>;
}
