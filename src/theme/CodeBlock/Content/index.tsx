import {Suspense, useState, type ReactNode} from 'react';
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
 * Whether the page came with server-rendered HTML, checked when this module loads (before React hydrates):
 * true for the production build, false on the development server, which renders in the browser only.
 */
const SERVER_RENDERED = ExecutionEnvironment.canUseDOM && document.getElementById('__docusaurus')?.hasChildNodes() === true;

/**
 * Adopts the highlighted block the server rendered, as it is: React claims the <pre> without walking its token
 * spans, so hydrating a page costs nothing per token and needs no Prism in the browser.
 */
function ServerHighlightedContent(): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  return <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
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
  const [hydrating] = useState(!isBrowser && SERVER_RENDERED);
  if (!ExecutionEnvironment.canUseDOM) {
    // On the server, ./HighlightedContent is the highlighter itself, not a lazy component (no Suspense needed).
    return <HighlightedContent {...props} />;
  }
  if (hydrating) {
    return <ServerHighlightedContent />;
  }
  return (
    <Suspense fallback={<PlainContent {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
