import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

import {DEFAULT_LOCALE, HTML_LANG, LOCALE_LABELS, LOCALES} from './src/data/locales';
import {DOCS_VERSIONS, LAST_VERSION} from './src/data/versions';
import {SITE_LINKS} from './src/data/links';
import {codeTheme} from './src/data/prismTheme';
import {ANNOUNCEMENT_ID, announcementResetScript} from './src/data/announcement';
import {BLOG_POSTS_PER_PAGE} from './src/data/blog';
import blog from './src/plugins/blog';
import docsWithCardDescriptions from './src/plugins/docCardDescriptions';
import translationStatus from './src/plugins/translationStatus';
import crawlerFiles from './src/plugins/crawlerFiles';
import markdownTwins from './src/plugins/markdownTwins';
import {SSR_TEMPLATE} from './src/performance/appStart/template';
import {ANNOUNCEMENT_BAR_HEIGHT_SCRIPT} from './src/lib/heroHeight';

const EDIT_URL = 'https://github.com/helm/helm-www/blob/main/';
const BLOG_TITLE = 'Helm Blog';
const BLOG_DESCRIPTION = 'Release announcements, security notices and news from the Helm project and its community.';

/**
 * The blog's translated title and description for the locale being built: the plugin translates them on its
 * pages but not in the RSS and Atom feeds, so the feeds read them here (Docusaurus loads the config per locale).
 */
function blogText(key: 'title' | 'description', fallback: string): string {
  const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? DEFAULT_LOCALE;
  const file = join(__dirname, 'i18n', locale, 'docusaurus-plugin-content-blog', 'options.json');
  if (locale === DEFAULT_LOCALE || !existsSync(file)) {
    return fallback;
  }
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return messages[key]?.message ?? fallback;
}
const year = new Date().getFullYear();

const config: Config = {
  title: 'Helm',
  tagline: 'The package manager for Kubernetes',
  favicon: 'img/favicon.svg',
  url: 'https://helm.sh',
  baseUrl: '/',
  organizationName: 'helm',
  projectName: 'helm-www',
  trailingSlash: undefined,

  future: {v4: true, faster: true},
  // future.v4 would add a per-site suffix to localStorage keys; readers' saved choices use the plain names (`theme`, ...).
  storage: {type: 'localStorage', namespace: false},

  // Strict on purpose: every broken link, anchor or duplicate route stops the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  markdown: {
    // `## Title {#id}` keeps English anchors in translated pages; future.v4 would otherwise turn it off.
    mdx1Compat: {comments: true, admonitions: false, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          label: LOCALE_LABELS[locale],
          htmlLang: HTML_LANG[locale],
          direction: 'ltr',
          calendar: 'gregory',
          translate: locale !== DEFAULT_LOCALE,
          // Explicit, so that a build of one locale (scripts/build) keeps the /<locale>/ prefix Docusaurus drops then.
          baseUrl: locale === DEFAULT_LOCALE ? '/' : `/${locale}/`,
        },
      ]),
    ),
  },

  presets: [
    [
      'classic',
      {
        // Both loaded below through src/plugins: docCardDescriptions (docs) and blog.
        docs: false,
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
    // The performance layer: route tables, slim generated data, lazy code highlighting... (ARCHITECTURE.md).
    './src/performance/index.ts',
  ],

  plugins: [
    translationStatus,
    crawlerFiles,
    // Every docs page and post as Markdown next to its HTML, with llms.txt indexes (made from the built pages).
    markdownTwins,
    [
      docsWithCardDescriptions,
      {
        sidebarPath: './sidebars.ts',
        editUrl: EDIT_URL,
        editLocalizedFiles: true,
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        tags: 'tags.yml',
        onInlineTags: 'throw',
        lastVersion: LAST_VERSION,
        versions: Object.fromEntries(
          DOCS_VERSIONS.map(({name, label, path, banner}) => [name, {label, path, banner}]),
        ),
      },
    ],
    // `/docs` itself has no page in Helm 3: send readers to the introduction instead of a 404.
    ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/docs', to: '/docs/intro/'}]}],
    [
      blog,
      {
        path: 'blog',
        blogTitle: BLOG_TITLE,
        blogDescription: BLOG_DESCRIPTION,
        postsPerPage: BLOG_POSTS_PER_PAGE,
        showReadingTime: true,
        blogSidebarTitle: 'All posts',
        blogSidebarCount: 'ALL',
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        editUrl: EDIT_URL,
        editLocalizedFiles: true,
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        feedOptions: {
          type: ['rss', 'atom'],
          xslt: true,
          title: blogText('title', BLOG_TITLE),
          description: blogText('description', BLOG_DESCRIPTION),
          copyright: `© ${year} Helm Authors`,
          limit: 20,
        },
      } satisfies BlogOptions,
    ],
  ],

  clientModules: ['./src/clientModules/heroHeight.ts'],
  // Docusaurus's page template, except that the app starts after the first paint (src/performance/appStart).
  ssrTemplate: SSR_TEMPLATE,
  // Its check ("site did not load properly") assumes the app runs before DOMContentLoaded, which it now does not;
  // the e2e tests prove the base URLs instead.
  baseUrlIssueBanner: false,

  headTags: [
    // Runs before the theme's own inline script, which hides the bar from the dismiss flag alone.
    {tagName: 'script', attributes: {}, innerHTML: announcementResetScript},
    // Before the stylesheet, so that it is not held back by it: sizes the home hero for the first paint.
    {tagName: 'script', attributes: {}, innerHTML: ANNOUNCEMENT_BAR_HEIGHT_SCRIPT},
  ],

  themeConfig: {
    image: 'img/helm-social-card.png',
    metadata: [
      {name: 'keywords', content: 'helm, kubernetes, charts, package manager, cncf'},
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:site', content: '@helmpack'},
    ],
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      // The text and its localized link are rendered by src/theme/AnnouncementBar/Content (translated per locale).
      content: 'v4 beta 2 is out! See the pre-release docs',
      backgroundColor: '#0f1689',
      textColor: '#ffffff',
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
      versionPersistence: 'localStorage',
    },
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Helm',
      logo: {
        alt: 'Helm logo',
        src: 'img/helm-logo.svg',
        srcDark: 'img/helm-logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
        {href: SITE_LINKS.artifactHub, label: 'Charts', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: SITE_LINKS.communityRepo, label: 'Community', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Project',
          items: [
            {label: 'Source code', href: SITE_LINKS.sourceCode},
            {label: 'Blog', to: '/blog'},
            {label: 'Events', href: SITE_LINKS.events},
            {label: 'Code of conduct', href: SITE_LINKS.codeOfConduct},
          ],
        },
        {
          title: 'Charts',
          items: [
            {label: 'Introduction', to: '/docs/intro/'},
            {label: 'Chart tips and tricks', to: '/docs/howto/charts_tips_and_tricks'},
            {label: 'Developing charts', to: '/docs/topics/charts'},
            {label: 'Search 800+ charts', href: SITE_LINKS.artifactHubSearch},
          ],
        },
        {
          title: 'Development',
          items: [
            {label: 'Slack #helm-dev', href: SITE_LINKS.slackDev},
            {label: 'Contribution guide', href: SITE_LINKS.contributing},
            {label: 'Maintainers', href: SITE_LINKS.maintainers},
            {label: 'Weekly meetings', href: SITE_LINKS.meetings},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Community repository', href: SITE_LINKS.communityRepo},
            {label: 'Slack #helm-users', href: SITE_LINKS.slackUsers},
            {label: 'Stack Overflow', href: SITE_LINKS.stackOverflow},
            {label: 'X (@helmpack)', href: SITE_LINKS.x},
          ],
        },
      ],
      logo: {
        alt: 'Cloud Native Computing Foundation',
        src: 'img/cncf-logo.svg',
        href: SITE_LINKS.cncf,
        target: '_blank',
        width: 220,
        height: 44,
      },
      copyright: `Helm is a graduated project of the <a href="${SITE_LINKS.cncf}" target="_blank" rel="noopener noreferrer">Cloud Native Computing Foundation</a>. © Helm Authors. Documentation distributed under <a href="${SITE_LINKS.ccBy}" target="_blank" rel="noopener noreferrer">CC-BY-4.0</a>.`,
    },
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['bash', 'powershell', 'diff', 'toml', 'ini', 'docker'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
