import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';

import {markdownTwinPath} from '@site/src/lib/markdownTwin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Puts the page's Markdown twin on the clipboard; nothing is fetched before the reader asks. */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  // Safari writes to the clipboard only within the click itself, so it gets the text as a promise.
  if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** "Copy page as Markdown" and "Open as Markdown", by a docs page's title (the twins: src/plugins/markdownTwins). */
export default function PageMarkdownActions(): ReactNode {
  const url = markdownTwinPath(useLocation().pathname);
  const [state, setState] = useState<CopyState>('idle');
  const copy = (): void => {
    copyMarkdown(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button type="button" className={styles.action} onClick={copy}>
        <Translate id="docs.markdown.copy" description="Button by a docs page title">
          Copy page as Markdown
        </Translate>
      </button>
      <a className={styles.action} href={url} type="text/markdown">
        <Translate id="docs.markdown.open" description="Link by a docs page title to its .md file">
          Open as Markdown
        </Translate>
      </a>
      <span role="status" className={styles.status}>
        {state === 'copied' && (
          <Translate id="docs.markdown.copied" description="After copying the page">
            Copied
          </Translate>
        )}
        {state === 'failed' && (
          <Translate id="docs.markdown.copyFailed" description="When copying the page failed">
            Could not copy
          </Translate>
        )}
      </span>
    </div>
  );
}
