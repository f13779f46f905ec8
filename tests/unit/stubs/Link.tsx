import type {ReactNode} from 'react';

/** Stands in for @docusaurus/Link: a plain anchor, with the locale prefix a test sets on `to`. */
export default function Link({to, href, children, ...rest}: {to?: string; href?: string; children?: ReactNode; [key: string]: unknown}): ReactNode {
  return (
    <a href={href ?? to} {...rest}>
      {children}
    </a>
  );
}
