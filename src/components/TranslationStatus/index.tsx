import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import status from '@generated/translation-status/default/status.json';

import {LOCALE_LABELS, type Locale} from '@site/src/data/locales';
import type {StatusTable} from '@site/src/plugins/translationStatus/table';
import styles from './styles.module.css';

type PartId = StatusTable['locales'][number]['parts'][number]['part'];

function partName(part: PartId): string {
  switch (part) {
    case 'helm3':
      return translate({id: 'translationStatus.part.helm3', message: 'Helm 3 guides', description: 'A part of the site in the translation status table'});
    case 'helm3-cli':
      return translate({id: 'translationStatus.part.helm3Cli', message: 'Helm 3 command reference', description: 'A part of the site in the translation status table'});
    case 'next':
      return translate({id: 'translationStatus.part.next', message: 'Pre-release docs (Helm 4)', description: 'A part of the site in the translation status table'});
    case 'helm2':
      return translate({id: 'translationStatus.part.helm2', message: 'Helm 2 guides', description: 'A part of the site in the translation status table'});
    case 'helm2-cli':
      return translate({id: 'translationStatus.part.helm2Cli', message: 'Helm 2 command reference', description: 'A part of the site in the translation status table'});
    case 'blog':
      return translate({id: 'translationStatus.part.blog', message: 'Blog', description: 'A part of the site in the translation status table'});
  }
}

/**
 * The translation status of every locale, counted when the site was built (src/plugins/translationStatus): the
 * same figures as `npm run translations`. The reader's own language comes first.
 */
export default function TranslationStatus({table = status}: {table?: StatusTable}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const format = new Intl.NumberFormat(i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale);
  const locales = [...table.locales].sort((a, b) => Number(b.locale === i18n.currentLocale) - Number(a.locale === i18n.currentLocale));
  const columns = [
    translate({id: 'translationStatus.column.translated', message: 'Translated', description: 'Column of the translation status table: pages translated from the current English'}),
    translate({id: 'translationStatus.column.outdated', message: 'Outdated', description: 'Column of the translation status table: translated pages whose English has changed since'}),
    translate({id: 'translationStatus.column.missing', message: 'Not translated', description: 'Column of the translation status table: pages with no translation'}),
    translate({id: 'translationStatus.column.words', message: 'English words left', description: 'Column of the translation status table: English words of the outdated and untranslated pages'}),
  ];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} data-translation-status="">
        <caption>
          {translate({
            id: 'translationStatus.caption',
            message: 'Translation status by language, in pages, as of this build of the site',
            description: 'Caption of the translation status table on the localization page',
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'translationStatus.column.part', message: 'Part of the site', description: 'Column of the translation status table: the part of the site'})}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {locales.map(({locale, parts}) => (
          <tbody key={locale} data-locale={locale}>
            <tr>
              <th scope="rowgroup" colSpan={5} className={styles.locale}>
                {LOCALE_LABELS[locale as Locale] ?? locale}
              </th>
            </tr>
            {parts.map((part) => (
              <tr key={part.part}>
                <th scope="row">{partName(part.part)}</th>
                <td>{format.format(part.translated)}</td>
                <td>{format.format(part.outdated)}</td>
                <td>{format.format(part.missing)}</td>
                <td>{format.format(part.words)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
