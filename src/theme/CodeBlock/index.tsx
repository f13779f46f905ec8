// Replaces the theme's CodeBlock, which remounts every block after hydration (key={isBrowser}) to swap light and dark
// Prism themes; this site has one code theme for both modes, so the remount only doubled the work of every block:
// https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/index.tsx
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** MDX may pass a code block's text as several strings; copying and highlighting need one. */
function joinTextChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/** Code is searchable, so commands and flags are found, but weighs less than prose in the ranking. */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = joinTextChildren(children);
  return (
    <div data-pagefind-weight="0.4">
      {typeof content === 'string' ? (
        <StringContent {...props}>{content}</StringContent>
      ) : (
        <ElementContent {...props}>{content}</ElementContent>
      )}
    </div>
  );
}
