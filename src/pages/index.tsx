// The home page's UI strings, which the browser's shared strings leave out (src/performance/slimGeneratedData).
import '@site/src/performance/slimGeneratedData/client/restoreHomeTranslations';
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import HomeAbout from '@site/src/components/HomeAbout';
import HomeCommunity from '@site/src/components/HomeCommunity';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeGettingStarted from '@site/src/components/HomeGettingStarted';
import HomeHero from '@site/src/components/HomeHero';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'The package manager for Kubernetes'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Helm is the best way to find, share and use software built for Kubernetes.',
      })}>
      <main>
        <HomeHero />
        <HomeAbout />
        <HomeFeatures />
        <HomeGettingStarted />
        <HomeCommunity />
      </main>
    </Layout>
  );
}
