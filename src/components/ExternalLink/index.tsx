import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';

/**
 * A link to another site, for JSX pages: `Link` adds target and rel, the theme icon adds the translated
 * "(opens in new tab)" label, exactly as navbar and footer links get them.
 */
export default function ExternalLink({href, children, className}: {href: string; children: ReactNode; className?: string}): ReactNode {
  return (
    <Link href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <IconExternalLink />
    </Link>
  );
}
