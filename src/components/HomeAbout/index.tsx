import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

import ExternalLink from '@site/src/components/ExternalLink';
import HomeSection from '@site/src/components/HomeSection';
import {SITE_LINKS} from '@site/src/data/links';
import styles from './styles.module.css';

export default function HomeAbout(): ReactNode {
  return (
    <HomeSection id="about" title={translate({id: 'home.about.title', message: 'What is Helm?'})}>
      <div className={styles.columns}>
        <div className={styles.text}>
          <p>
            <Translate id="home.about.charts">
              Helm manages Kubernetes applications through charts. A chart helps you define, install and upgrade an
              application, even a very complex one, with a single command.
            </Translate>
          </p>
          <p>
            <Translate id="home.about.sharing">
              Charts are easy to create, version, share and publish, so you can stop copying manifests from project to
              project and start reusing them.
            </Translate>
          </p>
          <p>
            <Translate
              id="home.about.cncf"
              values={{cncf: <ExternalLink href={SITE_LINKS.cncf}>Cloud Native Computing Foundation</ExternalLink>}}>
              {'Helm is a graduated project of the {cncf}, maintained by the Helm community.'}
            </Translate>
          </p>
        </div>
        <nav className={styles.learnMore} aria-labelledby="about-learn-more">
          <h3 id="about-learn-more">
            <Translate id="home.about.learnMore">Learn more</Translate>
          </h3>
          <ul>
            <li>
              <Link to="/docs/topics/architecture">
                <Translate id="home.about.architecture">Helm architecture</Translate>
              </Link>
            </li>
            <li>
              <Link to="/docs/intro/quickstart">
                <Translate id="home.about.quickstart">Quickstart guide</Translate>
              </Link>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.introVideo}>
                <Translate id="home.about.video">Video: an introduction to Helm</Translate>
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
    </HomeSection>
  );
}
