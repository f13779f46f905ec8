import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';

import {isUntranslatedSource} from '@site/src/lib/i18n';
import styles from './styles.module.css';

/** Tells readers of a non-English locale that this page fell back to the English original. */
export default function UntranslatedNotice({source}: {source: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  if (!isUntranslatedSource(source, i18n.currentLocale, i18n.defaultLocale)) {
    return null;
  }
  // A plain anchor: the English page lives outside this locale's routes, so <Link> would prefix it.
  const englishUrl = createUrl({locale: i18n.defaultLocale, fullyQualified: false});
  return (
    <div className={`alert alert--info ${styles.notice}`} role="note" data-untranslated-notice="">
      <Translate
        id="untranslated.notice"
        description="Shown on a page that has no translation yet and is displayed in English"
        values={{
          original: (
            <a href={englishUrl} hrefLang="en" lang="en">
              <Translate id="untranslated.notice.original">English original</Translate>
            </a>
          ),
          guide: (
            <Link to="/docs/community/localization">
              <Translate id="untranslated.notice.guide">help translate it</Translate>
            </Link>
          ),
        }}>
        {'This page has not been translated into your language yet, so you are reading the {original}. You can {guide}.'}
      </Translate>
    </div>
  );
}
