import {lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {scopeForPath} from '@site/src/lib/search';
import styles from './styles.module.css';

// The dialog, the stemmer and Pagefind load only when the reader opens search, so pages start no heavier.
const SearchDialog = lazy(() => import('@site/src/components/SearchDialog'));

/** Opens with Ctrl+K or ⌘K anywhere, and with / when the reader is not typing in a field. */
function isOpenShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing = target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? '');
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The navbar's search button (the theme's SearchBar slot, empty without a search plugin). */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const label = translate({id: 'search.button', message: 'Search', description: 'The label of the search button in the navbar'});

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!open && isOpenShortcut(event)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const wasOpen = useRef(false);
  useEffect(() => {
    // Back to the button once the modal dialog is gone: while it is open, the rest of the page is inert.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button ref={button} type="button" className={styles.button} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={() => setOpen(true)} data-search-button="">
        <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>{label}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog initialScope={scopeForPath(pathname, siteConfig.baseUrl)} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
