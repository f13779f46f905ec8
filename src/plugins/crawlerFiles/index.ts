import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {SITE_LINKS} from '../../data/links';
import {robotsTxt, securityTxt} from './files';

/**
 * Writes `robots.txt` (pointing crawlers to every locale's sitemap) and `/.well-known/security.txt` (RFC 9116) at the
 * root of the site. Only the default locale's build owns the root; the other locales build into folders below it.
 */
export default function crawlerFiles(context: LoadContext): Plugin {
  return {
    name: 'crawler-files',
    async postBuild({outDir}) {
      const {i18n, siteConfig} = context;
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const baseUrls = i18n.locales.map((locale) => i18n.localeConfigs[locale]?.baseUrl ?? (locale === i18n.defaultLocale ? '/' : `/${locale}/`));
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, baseUrls));
      mkdirSync(join(outDir, '.well-known'), {recursive: true});
      writeFileSync(join(outDir, '.well-known', 'security.txt'), securityTxt(siteConfig.url, SITE_LINKS.securityContact, SITE_LINKS.securityPolicy, new Date()));
    },
  };
}
