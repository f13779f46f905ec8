import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {LOCALES} from '../../src/data/locales';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import markdownTwins from '../../src/plugins/markdownTwins';
import {flattenCodeBlocks, htmlToMarkdown, pageKind} from '../../src/plugins/markdownTwins/htmlToMarkdown';
import {llmsFullTxt, llmsTxt} from '../../src/plugins/markdownTwins/llmsTxt';
import {LLMS_MESSAGES} from '../../src/plugins/markdownTwins/messages';
import {findUnresolvedMdx} from '../../src/plugins/markdownTwins/unresolvedMdx';

/** A built docs page as Docusaurus 3 writes it, around the given content of `.theme-doc-markdown`. */
const docPage = (content: string, notes = ''): string =>
  `<!doctype html><html lang=uk class="docs-wrapper plugin-docs docs-version-3 docs-doc-page docs-doc-id-x"><head><title>x</title></head><body>` +
  `<nav class=navbar><a href=/uk/>Helm</a></nav><aside class=theme-doc-sidebar-container><a href=/uk/docs/other>Other</a></aside>` +
  `<main><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl"><ul class=breadcrumbs><li class=breadcrumbs__item><a class=breadcrumbs__link href=/uk/docs/intro/><span>Вступ</span></a></ul></nav>` +
  `<span class="theme-doc-version-badge badge badge--secondary">Версія: 3.19.0</span>` +
  `<div class="tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo"><button type=button class="clean-btn tocCollapsibleButton_TO0P">Зміст</button></div>` +
  `${notes}<div data-pagefind-body=""><div class="theme-doc-markdown markdown"><header><h1>Заголовок</h1></header>${content}</div></div>` +
  `<footer class="theme-doc-footer docusaurus-mt-lg"><a href=https://github.com/helm/helm-www/edit class=theme-edit-this-page>Редагувати</a></footer></article></main></body></html>`;

const convert = (html: string, pathname = '/uk/docs/intro/install'): string => htmlToMarkdown(html, 'doc', {siteUrl: 'https://helm.sh', pathname});

describe('a built page as Markdown', () => {
  it('keeps the title and text and drops the theme around them: navigation, breadcrumbs, badge, footer, heading anchors', () => {
    const markdown = convert(
      docPage(
        '<p>Helm — це один <strong>виконуваний</strong> файл <code>helm</code>.</p>\n' +
          '<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=prerequisites>Перед початком<a href=#prerequisites class=hash-link aria-label="Пряме посилання" translate=no>\u200b</a></h2>',
      ),
    );
    expect(markdown).toBe('# Заголовок\n\nHelm — це один **виконуваний** файл `helm`.\n\n## Перед початком\n');
  });

  it('writes an admonition as a quote that opens with its heading in bold', () => {
    const admonition =
      '<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class=admonitionHeading_Gvgb>' +
      '<span class=admonitionIcon_Rf37><svg viewBox="0 0 16 16"><path d="M0"/></svg></span>Увага</div>' +
      '<div class=admonitionContent_BuS1><p>Перший абзац.</p><p>Другий абзац.</p></div></div>';
    expect(convert(docPage(admonition))).toBe('# Заголовок\n\n> **Увага**\n>\n> Перший абзац.\n>\n> Другий абзац.\n');
  });

  it('writes every tab of a tab group, each under its label, since Markdown cannot switch between them', () => {
    const tabs =
      '<div class="tabs-container tabList__CuJ"><ul role=tablist aria-orientation=horizontal class=tabs>' +
      '<li role=tab tabindex=0 aria-selected=true class="tabs__item tabItem_LNqP tabs__item--active">macOS</li>' +
      '<li role=tab tabindex=-1 aria-selected=false class="tabs__item tabItem_LNqP">Windows</li></ul>' +
      '<div class=margin-top--md><div role=tabpanel class=tabItem_Ymn6><p>brew install helm</p></div>' +
      '<div role=tabpanel class=tabItem_Ymn6 hidden><p>choco install kubernetes-helm</p></div></div></div>';
    expect(convert(docPage(tabs))).toBe('# Заголовок\n\n**macOS**\n\nbrew install helm\n\n**Windows**\n\nchoco install kubernetes-helm\n');
  });

  it('writes a highlighted code block with its language, title and exact lines, without its buttons', () => {
    const code =
      '<div class="language-yaml codeBlockContainer_Ckt0 theme-code-block" style=--prism-color:#9CDCFE>' +
      '<div class=codeBlockTitle_Ktv7>webapp/values.yaml</div><div class=codeBlockContent_QJqH>' +
      '<pre tabindex=0 class="prism-code language-yaml codeBlock_bY9V thin-scrollbar"><code class=codeBlockLines_e6Vv>' +
      '<span class="token-line" style=color:#9CDCFE><span class="token key atrule">image</span><span class="token punctuation">:</span><br/></span>' +
      '<span class="token-line"><span class="token plain">  tag: &quot;1.0&quot; # &lt;b&gt;</span><br/></span>' +
      '<span class="token-line"><span class="token plain" style=display:inline-block></span><br/></span>' +
      '<span class="token-line"><span class="token plain">  pullPolicy: IfNotPresent</span><br/></span>' +
      '</code></pre><div class=buttonGroup__atx><button type=button aria-label="Копіювати" class=clean-btn>Копіювати</button></div></div></div>';
    expect(convert(docPage(code))).toBe('# Заголовок\n\n```yaml title="webapp/values.yaml"\nimage:\n  tag: "1.0" # <b>\n\n  pullPolicy: IfNotPresent\n```\n');
    expect(flattenCodeBlocks('<pre class=x><code><span>a &lt; b</span><br/></code></pre>')).toBe('<pre class=x>a &lt; b</pre>');
  });

  it('writes a table as a GitHub table', () => {
    const table = '<table><thead><tr><th>Версія<th>Kubernetes<tbody><tr><td>3.19<td>1.31–1.34<tr><td>3.18<td>1.30–1.33</table>';
    expect(convert(docPage(table))).toBe('# Заголовок\n\n| Версія | Kubernetes |\n| ------ | ---------- |\n| 3.19   | 1.31–1.34  |\n| 3.18   | 1.30–1.33  |\n');
  });

  it('makes every link and image absolute on this site and keeps external and mail links', () => {
    const content =
      '<p><a href=/uk/docs/topics/charts#chart-dependencies>залежності</a>, <a href=#prerequisites>вище</a>, ' +
      '<a href=https://github.com/helm/helm target=_blank rel="noopener noreferrer">helm/helm<svg class=iconExternalLink_nPIU><use href=#x /></svg></a>, ' +
      '<a href=mailto:cncf-helm-security@lists.cncf.io>пошта</a>, <img src=/uk/img/helm.svg alt="Логотип"></p>';
    expect(convert(docPage(content))).toBe(
      '# Заголовок\n\n[залежності](https://helm.sh/uk/docs/topics/charts#chart-dependencies), [вище](https://helm.sh/uk/docs/intro/install#prerequisites), ' +
        '[helm/helm](https://github.com/helm/helm), [пошта](mailto:cncf-helm-security@lists.cncf.io), ![Логотип](https://helm.sh/uk/img/helm.svg)\n',
    );
  });

  it('writes a category index page\'s doc cards as the links and descriptions they show', () => {
    const cards =
      '<section class="row list_eTzJ"><article class="col col--6 margin-bottom--lg docCardListItem_W1sv">' +
      '<a class="card padding--lg cardContainer_fWXF theme-doc-card-container" href=/uk/docs/topics/architecture>' +
      '<h2 class="text--truncate cardTitle_rnsV theme-doc-card-heading" title=Архітектура><span class="cardTitleIcon_Q0Uq theme-doc-card-icon">📄️</span>' +
      '<span class="cardTitleText_Uq5d theme-doc-card-title">Архітектура</span></h2>' +
      '<p class="text--truncate cardDescription_PWke theme-doc-card-description" title="Як побудовано Helm 3.">Як побудовано Helm 3.</p></a></article></section>';
    expect(convert(docPage(cards), '/uk/docs/topics/')).toBe('# Заголовок\n\n- [Архітектура](https://helm.sh/uk/docs/topics/architecture): Як побудовано Helm 3.\n');
  });

  it('opens an untranslated page with its notice, in the reader\'s language, before the title', () => {
    const notice =
      '<div class="alert alert--info notice_XZP_" role=note data-untranslated-notice="">Цю сторінку ще не перекладено, тож ви читаєте ' +
      '<a href=/docs/v2/ hreflang=en lang=en>англійський оригінал</a>.</div>';
    expect(convert(docPage('<p>English text.</p>', notice), '/uk/docs/v2/')).toBe(
      '> Цю сторінку ще не перекладено, тож ви читаєте [англійський оригінал](https://helm.sh/docs/v2/).\n\n# Заголовок\n\nEnglish text.\n',
    );
  });

  it('writes a blog post with its title, date and authors, without the page around it', () => {
    const post =
      '<!doctype html><html lang=uk class="blog-wrapper blog-post-page plugin-blog plugin-id-default"><body><main class="col col--7"><article class="">' +
      '<header><h1 class=title_f1Hy>Вийшов Helm 3.0.0</h1><div class="container_mt6G margin-vert--md"><time datetime=2019-11-13T00:00:00.000Z>13 листопада 2019 р.</time> · <!-- -->5 хв читання</div>' +
      '<div class="avatar margin-bottom--sm"><a class=avatar__photo-link href=/uk/blog/authors/maintainers><img class=avatar__photo src=/uk/img/authors/maintainers.svg alt="Супровідники"></a>' +
      '<div class=avatar__intro><div class=avatar__name><a href=/uk/blog/authors/maintainers><span translate=no>Основні супровідники Helm</span></a></div></div></div></header>' +
      '<div id=__blog-post-container class=markdown><p>Текст допису.</p></div><footer class=docusaurus-mt-lg><b>Теги:</b></footer></article></main></body></html>';
    expect(pageKind(post)).toBe('blog-post');
    expect(htmlToMarkdown(post, 'blog-post', {siteUrl: 'https://helm.sh', pathname: '/uk/blog/helm-3-released'})).toBe(
      '# Вийшов Helm 3.0.0\n\n13 листопада 2019 р. · Основні супровідники Helm\n\nТекст допису.\n',
    );
  });

  it('tells docs pages and posts from every other page', () => {
    expect(pageKind(docPage(''))).toBe('doc');
    expect(pageKind('<html lang=uk class="blog-wrapper blog-list-page plugin-blog"><body></body></html>')).toBeUndefined();
    expect(() => convert('<html class="docs-doc-page"><body><main>No article</main></body></html>')).toThrow(/no <article>/);
  });
});

describe('unresolved MDX in a twin', () => {
  it('finds imports, JSX elements, MDX comments, admonition fences and heading ids, with their lines', () => {
    const markdown = [
      '# Title',
      "import DocCardList from '@theme/DocCardList';",
      '\\<DocCardList />',
      'Text {/* a comment */} here.',
      ':::note',
      '## Heading {#heading}',
    ].join('\n');
    expect(findUnresolvedMdx(markdown).map(({line, reason}) => `${line}: ${reason.split(':')[0]}`)).toEqual([
      '2: an MDX import or export',
      '3: a JSX element',
      '4: an MDX comment',
      '5: an admonition fence (',
      '6: a heading id ({#id}) left in the heading',
    ]);
  });

  it('leaves code alone: fenced blocks and inline code may show anything', () => {
    const markdown = ['Use `<DocCardList />` or ``{/* x */}``.', '```tsx', "import Tabs from '@theme/Tabs';", '<Tabs />', '```', 'A <b>tag</b> in lower case.'].join('\n');
    expect(findUnresolvedMdx(markdown)).toEqual([]);
  });
});

describe('llms.txt', () => {
  it('follows llmstxt.org: one H1, the summary as a quote, details, then H2 sections of links with notes, Optional last', () => {
    const text = llmsTxt({
      title: 'Helm',
      summary: 'Helm is the package manager\nfor Kubernetes.',
      details: 'Every link is Markdown.',
      files: [{title: 'Every page of Helm 3.19.0 in one file', url: 'https://helm.sh/docs/llms-full.txt'}],
      sections: [
        {heading: 'Helm 3.19.0: Introduction', entries: [{title: 'Installing [Helm]', url: 'https://helm.sh/docs/intro/install.md', description: 'Install\nthe client.'}]},
        {heading: 'Empty', entries: []},
      ],
      optional: [{title: 'Helm 3.0.0 released', url: 'https://helm.sh/blog/helm-3-released.md', description: 'Notes.'}],
    });
    expect(text).toBe(
      [
        '# Helm',
        '> Helm is the package manager for Kubernetes.',
        'Every link is Markdown.',
        '- [Every page of Helm 3.19.0 in one file](https://helm.sh/docs/llms-full.txt)',
        '## Helm 3.19.0: Introduction\n\n- [Installing \\[Helm\\]](https://helm.sh/docs/intro/install.md): Install the client.',
        '## Optional\n\n- [Helm 3.0.0 released](https://helm.sh/blog/helm-3-released.md): Notes.',
      ].join('\n\n') + '\n',
    );
    expect(llmsFullTxt(['# A\n\nText.\n', '# B\n'])).toBe('# A\n\nText.\n\n---\n\n# B\n');
  });

  it('is translated in every locale, key by key', () => {
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      const file = `i18n/${locale}/markdown-twins/llms.json`;
      const messages = JSON.parse(readFileSync(join(__dirname, '../..', file), 'utf8')) as Record<string, {message: string}>;
      for (const key of Object.keys(LLMS_MESSAGES)) expect(messages[key]?.message, `${file}: ${key}`).toBeTruthy();
      expect(messages.summary!.message, file).not.toBe(LLMS_MESSAGES.summary.message);
    }
  });
});

describe('the twins plugin in a build', () => {
  /** A build folder with one docs page and one post, and the loaded docs and blog content that describe them. */
  function fakeBuild(docContent: string): {outDir: string; run: () => Promise<void>} {
    const siteDir = mkdtempSync(join(tmpdir(), 'twins-'));
    const outDir = join(siteDir, 'build', 'uk');
    const write = (path: string, html: string): void => {
      mkdirSync(dirname(join(outDir, path)), {recursive: true});
      writeFileSync(join(outDir, path), html);
    };
    write('docs/intro/install/index.html', docPage(docContent));
    write('index.html', '<html><head><meta name=description content="The package manager &amp; more."></head><body><main><header><h1>Helm</h1><div class=actions><a class=button href=/uk/docs/intro/>Start</a> <a class=button href=/uk/docs/intro/install>Install</a></div></header></main></body></html>');
    write('blog/first/index.html', '<html class="blog-post-page"><body><main><article><header><h1>First</h1></header><div id=__blog-post-container><p>Post.</p></div></article></main></body></html>');
    mkdirSync(join(siteDir, 'i18n', 'uk', 'markdown-twins'), {recursive: true});
    writeFileSync(join(siteDir, 'i18n', 'uk', 'markdown-twins', 'llms.json'), JSON.stringify(Object.fromEntries(Object.entries(LLMS_MESSAGES).map(([key, value]) => [key, {message: `uk ${value.message}`}]))));
    const context = {
      siteDir,
      localizationDir: join(siteDir, 'i18n', 'uk'),
      baseUrl: '/uk/',
      siteConfig: {url: 'https://helm.sh', title: 'Helm'},
      i18n: {currentLocale: 'uk', defaultLocale: 'en'},
    } as unknown as LoadContext;
    const doc = {id: 'intro/install', title: 'Встановлення', description: 'Як встановити.', permalink: '/uk/docs/intro/install', source: '@site/i18n/uk/install.md', unlisted: false};
    const docs = {loadedVersions: [{label: '3.19.0', path: '/uk/docs', isLast: true, docs: [doc], sidebars: {main: [{type: 'category', label: 'Вступ', items: [{type: 'doc', id: 'intro/install'}]}]}}]};
    const blog = {blogPosts: [{metadata: {permalink: '/uk/blog/first', source: '@site/blog/first.md', title: 'First', description: 'The first post.'}}]};
    const plugin = markdownTwins(context) as Plugin;
    const props = {outDir, plugins: [{name: 'docusaurus-plugin-content-docs', content: docs}, {name: 'docusaurus-plugin-content-blog', content: blog}]};
    return {outDir, run: async () => plugin.postBuild!(props as unknown as Props & {content: unknown; head: {}; routesBuildMetadata: {}})};
  }

  it('writes each page\'s twin, the version\'s llms-full.txt and the locale\'s llms.txt', async () => {
    const {outDir, run} = fakeBuild('<p>Текст.</p>');
    await run();
    expect(readFileSync(join(outDir, 'docs/intro/install.md'), 'utf8')).toBe('# Заголовок\n\nТекст.\n');
    expect(readFileSync(join(outDir, 'blog/first.md'), 'utf8')).toBe('# First\n\nPost.\n');
    expect(readFileSync(join(outDir, 'docs/llms-full.txt'), 'utf8')).toBe('# Заголовок\n\nТекст.\n');
    const index = readFileSync(join(outDir, 'llms.txt'), 'utf8');
    expect(index).toContain('## uk Helm 3.19.0: Вступ\n\n- [Встановлення](https://helm.sh/uk/docs/intro/install.md): Як встановити.');
    expect(index).toContain('- [uk Every page of Helm 3.19.0 in one file](https://helm.sh/uk/docs/llms-full.txt)');
    expect(index).toContain('## Optional\n\n- [First](https://helm.sh/uk/blog/first.md): The first post.');
    // The home page, whose address has no path: its twin is index.md, its buttons a list of links.
    expect(index).toContain('- [Helm](https://helm.sh/uk/index.md): The package manager & more.\n');
    expect(readFileSync(join(outDir, 'index.md'), 'utf8')).toBe('# Helm\n\n- [Start](https://helm.sh/uk/docs/intro/)\n- [Install](https://helm.sh/uk/docs/intro/install)\n');
  });

  it('stops the build with the page, the line and the reason when a twin still holds MDX', async () => {
    const {run} = fakeBuild('<p>Вступ.</p><p>&lt;DocCardList /&gt;</p>');
    await expect(run()).rejects.toThrow(/@site\/i18n\/uk\/install\.md \(\/uk\/docs\/intro\/install\), line 5 of its Markdown twin: a JSX element/);
  });

  it('stops the build when a translation of its sentences lacks a key', async () => {
    const build = fakeBuild('<p>Текст.</p>');
    const messages = join(build.outDir, '..', '..', 'i18n', 'uk', 'markdown-twins', 'llms.json');
    writeFileSync(messages, JSON.stringify({summary: {message: 'Підсумок'}}));
    await expect(build.run()).rejects.toThrow(/i18n\/uk\/markdown-twins\/llms\.json: no translation for "details", "fullText"/);
  });

  it('puts a twin at the page address without its trailing slash, plus .md', () => {
    expect(markdownTwinPath('/uk/docs/intro/install')).toBe('/uk/docs/intro/install.md');
    expect(markdownTwinPath('/uk/docs/topics/')).toBe('/uk/docs/topics.md');
    expect(markdownTwinPath('/docs/next/')).toBe('/docs/next.md');
  });
});
