import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';

import {isUntranslatedSource} from '@site/src/lib/i18n';
import styles from './styles.module.css';

/**
 * Tells readers of a non-English locale when a page is not in their language (it fell back to the English
 * original) or when its translation was made from an older English text (`outdated`, set at build time by
 * src/plugins/translationStatus). A current translation shows nothing.
 */
export default function TranslationNotice({source, outdated = false}: {source: string; outdated?: boolean}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const untranslated = isUntranslatedSource(source, i18n.currentLocale, i18n.defaultLocale);
  if (i18n.currentLocale === i18n.defaultLocale || (!untranslated && !outdated)) {
    return null;
  }
  // A plain anchor: the English page lives outside this locale's routes, so <Link> would prefix it.
  const englishUrl = createUrl({locale: i18n.defaultLocale, fullyQualified: false});
  const links = (original: ReactNode, guide: ReactNode) => ({
    original: (
      <a href={englishUrl} hrefLang="en" lang="en">
        {original}
      </a>
    ),
    guide: <Link to="/docs/community/localization">{guide}</Link>,
  });
  if (untranslated) {
    return (
      <div className={`alert alert--info ${styles.notice}`} role="note" data-untranslated-notice="">
        <Translate
          id="untranslated.notice"
          description="Shown on a page that has no translation yet and is displayed in English"
          values={links(
            <Translate id="untranslated.notice.original">English original</Translate>,
            <Translate id="untranslated.notice.guide">help translate it</Translate>,
          )}>
          {'This page has not been translated into your language yet, so you are reading the {original}. You can {guide}.'}
        </Translate>
      </div>
    );
  }
  return (
    <div className={`alert alert--warning ${styles.notice}`} role="note" data-outdated-translation-notice="">
      <Translate
        id="translation.outdated.notice"
        description="Shown on a translated page whose English original has changed since the translation was made"
        values={links(
          <Translate id="translation.outdated.notice.original">English page</Translate>,
          <Translate id="translation.outdated.notice.guide">help bring it up to date</Translate>,
        )}>
        {'The English original of this page has changed since this translation was made, so parts of it may be out of date. For the latest text, read the {original}, or {guide}.'}
      </Translate>
    </div>
  );
}
