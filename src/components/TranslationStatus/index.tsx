import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import status from '@generated/translation-status/default/status.json';

import {HTML_LANG, LOCALE_LABELS, type Locale} from '@site/src/data/locales';
import type {StatusTable} from '@site/src/plugins/translationStatus/table';
import Table from '@site/src/theme/MDXComponents/Table';
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
    case 'pages':
      return translate({id: 'translationStatus.part.pages', message: 'Other pages', description: 'A part of the site in the translation status table: pages outside the docs and the blog'});
  }
}

/** A language's own name: `Deutsch` of the dropdown label `Deutsch (German)`. */
const nativeName = (locale: string): string => (LOCALE_LABELS[locale as Locale] ?? locale).replace(/ \(.*\)$/, '');

type Counts = Pick<StatusTable['locales'][number]['parts'][number], 'translated' | 'outdated' | 'missing' | 'words'>;

const sum = (parts: readonly Counts[]): Counts =>
  parts.reduce((total, part) => ({
    translated: total.translated + part.translated,
    outdated: total.outdated + part.outdated,
    missing: total.missing + part.missing,
    words: total.words + part.words,
  }), {translated: 0, outdated: 0, missing: 0, words: 0});

function CountsTable({caption, heading, rows}: {caption: string; heading: string; rows: Array<{key: string; label: ReactNode; counts: Counts; lang?: string}>}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const format = new Intl.NumberFormat(i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale);
  const columns = [
    translate({id: 'translationStatus.column.translated', message: 'Translated', description: 'Column of the translation status table: pages translated from the current English'}),
    translate({id: 'translationStatus.column.outdated', message: 'Outdated', description: 'Column of the translation status table: translated pages whose English has changed since'}),
    translate({id: 'translationStatus.column.missing', message: 'Not translated', description: 'Column of the translation status table: pages with no translation'}),
    translate({id: 'translationStatus.column.words', message: 'English words left', description: 'Column of the translation status table: English words of the outdated and untranslated pages'}),
  ];
  return (
    <Table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({key, label, counts, lang}) => (
          <tr key={key} data-row={key}>
            <th scope="row" lang={lang}>
              {label}
            </th>
            {[counts.translated, counts.outdated, counts.missing, counts.words].map((count, index) => (
              <td key={columns[index]}>{format.format(count)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The translation status counted when the site was built (src/plugins/translationStatus), with the figures of
 * `npm run translations`: the reader's own language part by part, then every language in total.
 */
export default function TranslationStatus({table = status}: {table?: StatusTable}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const own = table.locales.find((entry) => entry.locale === i18n.currentLocale);
  const language = translate({id: 'translationStatus.column.language', message: 'Language', description: 'Column of the translation status table: the language'});
  return (
    <div data-translation-status="">
      {own && (
        <div data-translation-status-locale={own.locale}>
          <CountsTable
            caption={translate(
              {
                id: 'translationStatus.caption.locale',
                message: '{language}: pages by part of the site, as of this build',
                description: 'Caption of the status table of the reader\'s own language on the localization page',
              },
              {language: nativeName(own.locale)},
            )}
            heading={translate({id: 'translationStatus.column.part', message: 'Part of the site', description: 'Column of the translation status table: the part of the site'})}
            rows={own.parts.map((part) => ({key: part.part, label: partName(part.part), counts: part}))}
          />
        </div>
      )}
      <div data-translation-status-all="">
        <CountsTable
          caption={translate({
            id: 'translationStatus.caption.all',
            message: 'Every language: pages of the whole site, as of this build',
            description: 'Caption of the status table of all languages on the localization page',
          })}
          heading={language}
          rows={table.locales.map(({locale, parts}) => ({key: locale, label: nativeName(locale), counts: sum(parts), lang: HTML_LANG[locale as Locale]}))}
        />
      </div>
    </div>
  );
}
