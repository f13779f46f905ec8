import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import Icon from '@site/src/components/Icon';
import HomeSection from '@site/src/components/HomeSection';
import {getFeatureCards} from '@site/src/data/home';
import styles from './styles.module.css';

export default function HomeFeatures(): ReactNode {
  return (
    <HomeSection id="features" tone="tinted" title={translate({id: 'home.features.title', message: 'Features'})}>
      <ul className={styles.grid}>
        {getFeatureCards().map((card) => (
          <li key={card.key} className={styles.card}>
            <Icon name={card.icon} className={styles.icon} />
            <Heading as="h3" className={styles.cardTitle}>
              {card.title}
            </Heading>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
