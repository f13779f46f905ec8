import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import ExternalLink from '@site/src/components/ExternalLink';
import HomeSection from '@site/src/components/HomeSection';
import {SITE_LINKS} from '@site/src/data/links';
import styles from './styles.module.css';

const PACKAGE_MANAGER_COMMANDS = `# macOS (Homebrew)
brew install helm
# Windows (Chocolatey)
choco install kubernetes-helm
# Linux (Snap)
sudo snap install helm --classic`;

const BINARY_COMMANDS = `curl -fsSLO https://get.helm.sh/helm-v3.19.0-linux-amd64.tar.gz
tar -zxvf helm-v3.19.0-linux-amd64.tar.gz
sudo mv linux-amd64/helm /usr/local/bin/helm
helm version`;

export default function HomeGettingStarted(): ReactNode {
  return (
    <HomeSection
      id="getting-started"
      title={translate({id: 'home.gettingStarted.title', message: 'Getting started'})}
      lead={
        <Translate id="home.gettingStarted.lead">
          Helm is a single binary that runs on your workstation and talks to your cluster with your kubeconfig.
        </Translate>
      }>
      <div className={styles.steps}>
        <div>
          <Heading as="h3">
            <Translate id="home.gettingStarted.packageManager.title">With a package manager</Translate>
          </Heading>
          <p>
            <Translate id="home.gettingStarted.packageManager.text">
              Install Helm with the package manager of your system:
            </Translate>
          </p>
          <CodeBlock language="bash">{PACKAGE_MANAGER_COMMANDS}</CodeBlock>
        </div>
        <div>
          <Heading as="h3">
            <Translate id="home.gettingStarted.binary.title">From the release binary</Translate>
          </Heading>
          <p>
            <Translate
              id="home.gettingStarted.binary.text"
              values={{releases: <ExternalLink href={SITE_LINKS.releases}>GitHub</ExternalLink>}}>
              {'Download the archive for your platform from {releases}, unpack it and put the helm binary on your PATH:'}
            </Translate>
          </p>
          <CodeBlock language="bash">{BINARY_COMMANDS}</CodeBlock>
        </div>
      </div>
      <ul className={styles.links}>
        <li>
          <Link className="button button--primary" to="/docs/intro/">
            <Translate id="home.gettingStarted.docs">Read the documentation</Translate>
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/docs/intro/install">
            <Translate id="home.gettingStarted.install">All installation options</Translate>
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/docs/intro/using_helm">
            <Translate id="home.gettingStarted.usage">Using Helm</Translate>
          </Link>
        </li>
      </ul>
      <p className={styles.charts}>
        <Translate
          id="home.gettingStarted.findCharts"
          values={{artifactHub: <ExternalLink href={SITE_LINKS.artifactHubSearch}>Artifact Hub</ExternalLink>}}>
          {'Looking for charts to install? Browse thousands of them on {artifactHub}.'}
        </Translate>
      </p>
    </HomeSection>
  );
}
