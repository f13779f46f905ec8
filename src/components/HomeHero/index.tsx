import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import HelmWheel from '@site/src/components/HelmWheel';
import styles from './styles.module.css';

/** The full-viewport header; `data-hero` is what src/clientModules/heroHeight.ts sizes. */
export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero} data-hero="">
      <div className={styles.inner}>
        <HelmWheel className={styles.wheel} />
        <Heading as="h1" className={styles.title}>
          Helm
        </Heading>
        <p className={styles.tagline}>
          <Translate id="home.hero.tagline" description="Hero tagline under the Helm name">
            The package manager for Kubernetes
          </Translate>
        </p>
        <p className={styles.subtitle}>
          <Translate id="home.hero.subtitle" description="Hero subtitle">
            Helm is the best way to find, share and use software built for Kubernetes.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--lg button--secondary" to="/docs/intro/">
            <Translate id="home.hero.getStarted">Get started</Translate>
          </Link>
          <Link className={`button button--lg button--outline ${styles.outlineButton}`} to="/docs/intro/install">
            <Translate id="home.hero.install">Install Helm</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
