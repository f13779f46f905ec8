// Ejected, not wrapped: Docusaurus 3.10 renders each line as a <div> inside <code>, which allows only phrasing
// content (the Nu HTML Checker reports one error per line); a wrapper cannot change the element, so this is the
// theme's component with a <span> shown as a block. Upstream: https://github.com/facebook/docusaurus/pull/11565
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
// The theme's own line-number layout, so numbered blocks look exactly as upstream.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

import styles from './styles.module.css';

/** A line holding only '\n' becomes empty, so that it and the <br> below do not make two line breaks. */
function withoutLoneNewline(line: Token[]): Token[] {
  const only = line.length === 1 ? line[0] : undefined;
  return only?.content === '\n' ? [{...only, content: ''}] : line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = withoutLoneNewline(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? themeStyles.codeLine : styles.line),
  });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={themeStyles.codeLineNumber} />
          <span className={themeStyles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Keeps an empty line from collapsing to zero height. */}
      <br />
    </span>
  );
}
