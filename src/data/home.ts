/**
 * Texts and facts that drive the repeated cards of the home page. Every reader-visible string goes through
 * `translate()` with a literal id, so `npm run write-translations` extracts it for every locale.
 */
import {translate} from '@docusaurus/Translate';

import {SITE_LINKS} from './links';

export type IconName = 'layers' | 'refresh' | 'share' | 'undo' | 'rocket' | 'calendar' | 'clock' | 'video' | 'chat' | 'users';

export interface FeatureCard {
  key: string;
  icon: IconName;
  title: string;
  description: string;
}

export function getFeatureCards(): FeatureCard[] {
  return [
    {
      key: 'complexity',
      icon: 'layers',
      title: translate({id: 'home.features.complexity.title', message: 'Manage complexity'}),
      description: translate({
        id: 'home.features.complexity.description',
        message:
          'A chart describes a whole application, from a single service to a stack of dozens of components, and installs it as one repeatable unit.',
      }),
    },
    {
      key: 'updates',
      icon: 'refresh',
      title: translate({id: 'home.features.updates.title', message: 'Easy updates'}),
      description: translate({
        id: 'home.features.updates.description',
        message:
          'Upgrade a release in place with new values or a new chart version, and run your own hooks before and after each step.',
      }),
    },
    {
      key: 'sharing',
      icon: 'share',
      title: translate({id: 'home.features.sharing.title', message: 'Simple sharing'}),
      description: translate({
        id: 'home.features.sharing.description',
        message:
          'Charts are versioned archives: publish them to a public or private chart repository, or to any OCI registry, and others can install them in one command.',
      }),
    },
    {
      key: 'rollbacks',
      icon: 'undo',
      title: translate({id: 'home.features.rollbacks.title', message: 'Rollbacks'}),
      description: translate({
        id: 'home.features.rollbacks.description',
        message:
          'Helm keeps the history of every release. When an upgrade goes wrong, helm rollback brings back an earlier revision.',
      }),
    },
  ];
}

export interface ChatChannel {
  name: string;
  href: string;
  description: string;
}

export function getChatChannels(): ChatChannel[] {
  return [
    {
      name: '#helm-users',
      href: SITE_LINKS.slackUsers,
      description: translate({
        id: 'home.community.chat.users',
        message: 'Questions about using Helm and charts, and help with errors.',
      }),
    },
    {
      name: '#helm-dev',
      href: SITE_LINKS.slackDev,
      description: translate({
        id: 'home.community.chat.dev',
        message: 'Development of Helm itself: pull requests, design discussions and releases.',
      }),
    },
    {
      name: '#charts',
      href: SITE_LINKS.slackCharts,
      description: translate({
        id: 'home.community.chat.charts',
        message: 'For people who write, maintain and use charts.',
      }),
    },
  ];
}

/** The next feature release shown on the home page: update with each release. */
export const NEXT_FEATURE_RELEASE = {version: 'v4.0.0', date: '2025-11-12'} as const;

export interface CommunityEvent {
  name: string;
  href: string;
  /** ISO dates, first and last day. */
  start: string;
  end: string;
}

export const UPCOMING_EVENTS: readonly CommunityEvent[] = [
  {
    name: 'KubeCon + CloudNativeCon North America 2025',
    href: 'https://events.linuxfoundation.org/kubecon-cloudnativecon-north-america/',
    start: '2025-11-10',
    end: '2025-11-13',
  },
];

export const PAST_EVENTS: readonly CommunityEvent[] = [
  {
    name: 'KubeCon + CloudNativeCon Europe 2025',
    href: 'https://events.linuxfoundation.org/archive/2025/kubecon-cloudnativecon-europe/',
    start: '2025-04-01',
    end: '2025-04-04',
  },
  {
    name: 'KubeCon + CloudNativeCon North America 2024',
    href: 'https://events.linuxfoundation.org/archive/2024/kubecon-cloudnativecon-north-america/',
    start: '2024-11-12',
    end: '2024-11-15',
  },
];
