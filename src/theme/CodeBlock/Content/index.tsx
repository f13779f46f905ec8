import {Suspense, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// The theme's own classes for this block, so the plain fallback is laid out exactly like the highlighted block.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

import HighlightedContent from './HighlightedContent';

/** One object, never re-created: React rewrites innerHTML whenever this prop changes identity. */
const KEEP_SERVER_HTML = Object.freeze({__html: ''});

/**
 * Adopts the highlighted block the server rendered, as it is: React claims the <pre> without walking its token
 * spans, so hydrating a page costs nothing per token and needs no Prism in the browser.
 */
function ServerHighlightedContent({onMissing}: {onMissing: () => void}): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const pre = useRef<HTMLPreElement | null>(null);
  // Without server HTML (the development server renders on the client only), highlight here instead.
  useLayoutEffect(() => {
    if (pre.current && pre.current.childNodes.length === 0) {
      onMissing();
    }
  }, [onMissing]);
  return (
    <pre
      ref={(element) => {
        pre.current = element;
        wordWrap.codeBlockRef.current = element;
      }}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}

/** Shown for the moment Prism takes to arrive after a client-side navigation: the same text, not yet coloured. */
function PlainContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

/**
 * The code of a block: highlighted by Prism on the server, kept as it is while the page hydrates, and highlighted
 * in the browser (Prism loaded on demand) only for blocks that appear after a client-side navigation.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once, at mount: true for blocks that are hydrated, false for blocks rendered by a navigation.
  const [hydrating, setHydrating] = useState(!isBrowser);
  const [highlightInBrowser] = useState(() => () => setHydrating(false));
  if (!ExecutionEnvironment.canUseDOM) {
    // On the server, ./HighlightedContent is the highlighter itself, not a lazy component (no Suspense needed).
    return <HighlightedContent {...props} />;
  }
  if (hydrating) {
    return <ServerHighlightedContent onMissing={highlightInBrowser} />;
  }
  return (
    <Suspense fallback={<PlainContent {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
