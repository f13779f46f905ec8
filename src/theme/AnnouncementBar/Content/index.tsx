// Replaces (not wraps) the original, which can only render one HTML string for all locales: this one is translated and links within the reader's locale.
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

export default function AnnouncementBarContent(props: ComponentProps<'div'>): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcementBar.helm4Beta2"
        description="The announcement bar; {link} is the link to the pre-release docs"
        values={{
          link: (
            <Link to="/docs/next" className={styles.link}>
              <Translate id="announcementBar.helm4Beta2.link">See the pre-release docs</Translate>
            </Link>
          ),
        }}>
        {'v4 beta 2 is out! {link}'}
      </Translate>
    </div>
  );
}
