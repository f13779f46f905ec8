import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/** One band of the home page: a heading, an optional lead paragraph and its content. */
export default function HomeSection({
  id,
  title,
  lead,
  tone = 'light',
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: 'light' | 'tinted';
  children: ReactNode;
}): ReactNode {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx(styles.section, styles[tone])}>
      <div className="container">
        <Heading as="h2" id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
