import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {parseAllDocuments} from 'yaml';

import {
  CONTENT_TREES,
  codeBlocks,
  comparableBlock,
  NON_UKRAINIAN_LETTERS,
  ROOT,
  folderRelativeLinks,
  headings,
  markdownFiles,
  proseLines,
  readMarkdown,
} from '../../scripts/lib/content';
import {LOCALES} from '@site/src/data/locales';
import {TRANSLATED_FROM} from '../../scripts/translations/hash';
import {DOCS_VERSIONS} from '@site/src/data/versions';

/** Pages the site must have, each required in English and in Ukrainian. */
const REQUIRED_PAGES: Record<string, string[]> = {
  'docs 4.0.0-beta.2': ['index.mdx', 'overview.md', 'changelog.md'],
  'docs 3.19': [
    'intro/index.mdx',
    'intro/install.md',
    'intro/quickstart.md',
    'intro/using_helm.md',
    'intro/CheatSheet.md',
    ...['index.mdx', 'advanced.md', 'architecture.md', 'chart_repository.md', 'chart_tests.md', 'charts.md', 'charts_hooks.md']
      .concat(['kubernetes_apis.md', 'kubernetes_distros.md', 'library_charts.md', 'permissions_sql_storage_backend.md'])
      .concat(['plugins.md', 'provenance.md', 'rbac.md', 'registries.md', 'release_policy.md', 'v2_v3_migration.md', 'version_skew.md'])
      .map((page) => `topics/${page}`),
    ...['index.mdx', 'changes_since_helm2.md', 'installing.md', 'troubleshooting.md', 'uninstalling.md'].map((page) => `faq/${page}`),
    'glossary/index.md',
    ...['index.mdx', 'developers.md', 'history.md', 'localization.md', 'related.md', 'release_checklist.md'].map((page) => `community/${page}`),
    ...['index.mdx', 'chart_releaser_action.md', 'chart_repository_sync_example.md', 'charts_tips_and_tricks.md'].map((page) => `howto/${page}`),
    ...['index.mdx', 'gosdk.md', 'examples.md'].map((page) => `sdk/${page}`),
    ...['index.mdx', 'getting_started.md', 'builtin_objects.md', 'values_files.md', 'functions_and_pipelines.md']
      .concat(['function_list.md', 'control_structures.md', 'variables.md', 'named_templates.md', 'accessing_files.md'])
      .concat(['notes_files.md', 'subcharts_and_globals.md', 'helm_ignore_file.md', 'debugging.md', 'yaml_techniques.md'])
      .concat(['data_types.md', 'wrapping_up.md'])
      .map((page) => `chart_template_guide/${page}`),
    ...['index.mdx', 'conventions.md', 'values.md', 'templates.md', 'dependencies.md', 'labels.md', 'pods.md']
      .concat(['custom_resource_definitions.md', 'rbac.md'])
      .map((page) => `chart_best_practices/${page}`),
  ],
  'docs 2.17': [
    ...['index.md', 'architecture.md', 'developers.md', 'glossary.md', 'history.md', 'related.md'],
    ...['index.mdx', 'install.md', 'install_faq.md', 'kubernetes_apis.md', 'kubernetes_distros.md', 'plugins.md']
      .concat(['rbac.md', 'securing_installation.md', 'tiller_ssl.md'])
      .map((page) => `using_helm/${page}`),
    ...['index.mdx', 'chart_repository.md', 'chart_repository_faq.md', 'chart_repository_sync_example.md', 'chart_tests.md']
      .concat(['charts_hooks.md', 'charts_tips_and_tricks.md', 'provenance.md'])
      .map((page) => `developing_charts/${page}`),
    // The v3 guide without function_list, which is checked on its own.
    ...['index.mdx', 'getting_started.md', 'builtin_objects.md', 'values_files.md', 'functions_and_pipelines.md']
      .concat(['control_structures.md', 'variables.md', 'named_templates.md', 'accessing_files.md', 'notes_files.md'])
      .concat(['subcharts_and_globals.md', 'helm_ignore_file.md', 'debugging.md', 'yaml_techniques.md', 'data_types.md'])
      .concat(['wrapping_up.md'])
      .map((page) => `chart_template_guide/${page}`),
    ...['index.mdx', 'conventions.md', 'values.md', 'templates.md', 'requirements.md', 'labels.md', 'pods.md']
      .concat(['custom_resource_definitions.md', 'rbac.md'])
      .map((page) => `chart_best_practices/${page}`),
  ],
  pages: ['markdown-page.md'],
};

/** «перенесення рядків» is word wrap: right on the code block's button, wrong for a line break in the docs. */
const LINE_BREAK_AS_WRAP = /перенесенн\p{L}*\s+рядк/u;

/** Words the Ukrainian glossary settles, as [wrong form, rule]; each was fixed across the tree and must stay fixed. */
const UKRAINIAN_WORD_RULES: ReadonlyArray<[RegExp, string]> = [
  [/(?<!\p{L})(?:под|поди|подів|подам|подами|подах|пода|поду)(?!\p{L})/u, 'Kubernetes kinds stay uninflected: «Pod»'],
  [/\b(?:Pod|Secret|ConfigMap|Service|Deployment|Job|Role)-\p{L}/u, 'Kubernetes kinds take no endings: «Pod», not «Pod-и»'],
  [/працююч(?:ий|ого|ому|им|ої|ою|а|е|і|их|ими)(?!\p{L})|неіснуюч|випадаюч/u, 'no Russian-style participles'],
  [/знаходиться|знаходяться/u, '«розташований», «є», «лежить», not «знаходиться»'],
  [/кошик/u, 'a bucket is «бакет»'],
  [/переадресац/u, 'port forwarding is «перенаправлення порту»'],
  [/ендпоінт/u, 'an endpoint is «кінцева точка (endpoint)»'],
  [/(?<!\p{L})[Гг]еш/u, 'a hash is «хеш»'],
  [/взаємн\p{L}* TLS/u, 'mutual TLS is «взаємна автентифікація TLS (mTLS)»'],
  [/(?<![\p{L}'])(?:під)?[Тт]ек(?:а|и|і|ці|у|ою|ам|ами|ах)?(?![\p{L}'])/u, 'a directory is «каталог», «підкаталог»'],
  [/[Рр]ольов\p{L}* керуванн/u, 'RBAC is «керування доступом на основі ролей»'],
  [/[Пп]родакш/u, 'production is «робоче середовище»'],
  [/(?<!\p{L})[Кк]аре(?!\p{L})/u, 'the caret is «каретка»'],
  [/поширен\p{L}* питан/u, 'an FAQ is «поширені запитання»'],
  [/робоч\p{L}* дерев/u, 'a working tree is «робоча копія»'],
  [/(?<!\p{L})[Тт]езі(?!\p{L})/u, '«на тегу»'],
  [/за замовчуванням/u, '«типово», «типове значення»'],
  [/субдомен/u, 'a subdomain is «піддомен»'],
  [/\[(?:Tiller і TLS|SSL між Helm і Tiller)\]\(/u, 'the page is «TLS між Helm і Tiller»'],
  [/\[Керувальні конструкції\]\(/u, 'the page is «Керування потоком»'],
  [/\[(?:Перехід|Міграція) з Helm 2 на Helm 3\]\(/u, 'the page is «Міграція з Helm v2 на v3»'],
  [/сховищ\p{L}*\s+об'єктів/u, 'object storage is «об\'єктне сховище»'],
  [/(?<!\p{L})[Пп]ерейнятт|метадан\p{L}*\s+власності|(?<!\p{L})[Пп]ерейм\p{L}*\s+(?:\p{L}+\s+)?(?:об'єкт|ресурс|ConfigMap)/u, 'adopting is «передача під керування», «бере під керування»; «метадані належності»'],
  [LINE_BREAK_AS_WRAP, 'a line break is «розрив рядка» («перенесення рядків» is word wrap, in the UI only)'],
  [/буквальн\p{L}*\s+блок|\|\s*буквальн/u, 'a literal block is «літеральний блок»'],
  [/приміт\p{L}*\s+(?:чарту|після\s+встановлення|підчартів)/u, 'NOTES.txt holds «нотатки»'],
  [/політик\p{L}*\s+розбіжності\s+версій/u, 'the version skew policy is «політика підтримки версій»'],
  [/рендеріть/u, '«відрендерте»'],
  [/стандартн\p{L}*\s+(?:вв[оі]д|введенн|вих[оі]д|виведенн)|стандартні\s+ввід/u, '«стандартний вхід», «стандартний вивід»'],
  [/мітк\p{L}*\s+часу/u, 'a timestamp is «часова мітка»'],
  [/(?<!\p{L})підн(?:ім|ял|яв|яти|ято|іміть)\p{L}*\s+(?:\p{L}+\s+)?верс/u, 'a version is bumped: «підвищити версію»'],
  [/(?<!\p{L})[Цц]икл\p{L}*\s+по(?!\p{L})/u, '«перебір списку», «цикл, що перебирає», not «цикл по»'],
  [/(?<!\p{L})[Вв]аж(?:ить|ать)(?!\p{L})/u, '«має значення», not «важить»'],
  [/зазна\p{L}*\s+невдач/u, '«завершується помилкою», «не вдається»'],
  [/(?<!\p{L})пасу(?:є|ють|вав|вала|вало|вали)(?!\p{L})/u, '«підходить», not «пасує»'],
  [/вигляда(?:є|ють|в|ла|ло|ли|тиме|тимуть)\s+так(?!\s+само)(?!\p{L})/u, '«має такий вигляд»'],
  [/з\s+боку\s+(?:клієнта|сервера)/u, '«на боці клієнта», «на боці сервера»'],
];

/** Placeholders in inline code stay as Helm prints them (`key=value`, `helm <command>`), not translated. */
const TRANSLATED_PLACEHOLDER = /`[^`\n]*(?:ключ=|=значення|=шлях|‹команда>|<команда>|назва\/чарт)[^`\n]*`/u;

describe.each(CONTENT_TREES)('$name', (tree) => {
  const english = markdownFiles(tree.english);
  const ukrainian = markdownFiles(tree.ukrainian);

  it('has every required page in English and in Ukrainian', () => {
    for (const page of REQUIRED_PAGES[tree.name] ?? []) {
      expect(english, `${tree.english}/${page}`).toContain(page);
      expect(ukrainian, `${tree.ukrainian}/${page}`).toContain(page);
    }
  });

  it('translates every English page into Ukrainian, so none falls back to English under /uk/', () => {
    expect(english.filter((page) => !ukrainian.includes(page))).toEqual([]);
  });

  it('has no Ukrainian page without an English original', () => {
    expect(ukrainian.filter((page) => !english.includes(page))).toEqual([]);
  });

  describe.each(ukrainian.filter((page) => english.includes(page)))('%s', (page) => {
    const uk = readMarkdown(join(tree.ukrainian, page));
    const en = readMarkdown(join(tree.english, page));

    it('uses no letters that Ukrainian does not have, outside code', () => {
      const offending = proseLines(uk).filter(({text}) => NON_UKRAINIAN_LETTERS.test(text));
      expect(offending.map(({line, text}) => `${uk.path}:${line}: ${text.trim()}`)).toEqual([]);
    });

    it('follows the word rules of the glossary', () => {
      const rules = UKRAINIAN_WORD_RULES;
      const broken = proseLines(uk).flatMap(({line, text}) =>
        rules.filter(([pattern]) => pattern.test(text)).map(([, rule]) => `${uk.path}:${line}: ${rule}: ${text.trim()}`),
      );
      expect(broken).toEqual([]);
    });

    it('keeps placeholders in inline code as Helm prints them', () => {
      const outsideFences = new Set(proseLines(uk).map(({line}) => line));
      const translated = uk.body
        .map((text, index) => ({line: uk.bodyLine + index, text}))
        .filter(({line, text}) => outsideFences.has(line) && TRANSLATED_PLACEHOLDER.test(text));
      expect(translated.map(({line, text}) => `${uk.path}:${line}: ${text.trim()}`)).toEqual([]);
    });

    it('writes the apostrophe one way, as the glossary says', () => {
      const curly = proseLines(uk).filter(({text}) => /[\u2019\u02BC]/.test(text));
      expect(curly.map(({line, text}) => `${uk.path}:${line}: ${text.trim()}`)).toEqual([]);
    });

    it('is written in Ukrainian: its prose letters are mostly Cyrillic', () => {
      // Names, commands and flags are Latin, so a translated page still has some; an untranslated paragraph tips the balance.
      const prose = proseLines(uk).map(({text}) => text.replace(/\]\([^)]*\)|\{#[\w-]+\}|https?:\S+/g, '')).join('\n');
      const cyrillic = prose.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
      const latin = prose.match(/\p{Script=Latin}/gu)?.length ?? 0;
      expect(cyrillic / Math.max(1, cyrillic + latin), uk.path).toBeGreaterThan(0.6);
    });

    it('keeps the English heading ids, in the same order', () => {
      const missing = headings(uk).filter((heading) => heading.id === null);
      expect(missing.map(({line, text}) => `${uk.path}:${line}: ${text}`)).toEqual([]);
      expect(headings(uk).map((heading) => heading.id)).toEqual(headings(en).map((heading) => heading.id));
    });

    it('keeps the front matter keys and translates the title', () => {
      expect(Object.keys(uk.frontMatter).filter((key) => key !== TRANSLATED_FROM).sort()).toEqual(Object.keys(en.frontMatter).sort());
      // A title made only of names and acronyms ("Helm SDK") reads the same in Ukrainian.
      const onlyNames = /^(?:(?:Helm|SDK|Go|OCI|RBAC|FAQ|CLI|v\d|[\d.]+|\s)+|helm(?: [\w-]+)*)$/;
      if (typeof en.frontMatter.title === 'string' && !onlyNames.test(en.frontMatter.title)) {
        expect(uk.frontMatter.title).not.toEqual(en.frontMatter.title);
      }
    });

    it('shows the same code blocks as the English page; only comments may be translated', () => {
      const where = (block: {line: number}) => `${uk.path}:${block.line}`;
      expect(codeBlocks(uk).map((block) => [where(block), comparableBlock(block)])).toEqual(
        codeBlocks(en).map((block, index) => [where(codeBlocks(uk)[index] ?? block), comparableBlock(block)]),
      );
    });

    it('links pages by their path from the tree root, never with ./ or ../', () => {
      expect([...folderRelativeLinks(uk), ...folderRelativeLinks(en)].map(({line, text}) => `${line}: ${text.trim()}`)).toEqual([]);
    });
  });
});

describe('version labels', () => {
  const files: Record<string, string> = {current: 'current.json', '3': 'version-3.json', '2': 'version-2.json'};
  it.each(LOCALES.filter((locale) => locale !== 'en'))('are the release numbers in %s', (locale) => {
    for (const version of DOCS_VERSIONS) {
      const path = join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', files[version.name]!);
      expect(existsSync(path), path).toBe(true);
      const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, {message: string}>;
      expect(messages['version.label']?.message, path).toBe(version.label);
    }
  });
});

describe('rendered output in the chart template guides and best practices', () => {
  const sections = ['chart_template_guide', 'chart_best_practices'];
  const roots = ['versioned_docs/version-3', 'i18n/uk/docusaurus-plugin-content-docs/version-3']
    .concat(['versioned_docs/version-2', 'i18n/uk/docusaurus-plugin-content-docs/version-2']);
  const files = roots.flatMap((root) =>
    markdownFiles(root)
      .filter((file) => sections.some((section) => file.startsWith(`${section}/`)))
      .map((file) => join(root, file)),
  );
  const rendered = files.flatMap((path) =>
    codeBlocks(readMarkdown(path))
      .filter((block) => /^yaml\b.*\brendered\b/.test(block.info))
      .map((block) => ({...block, path})),
  );

  it('marks its rendered YAML output', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(files.length > 0 ? 30 : 0);
  });

  it.each(rendered.map((block) => [`${block.path}:${block.line}`, block] as const))('%s parses as YAML', (_where, block) => {
    const errors = parseAllDocuments(block.code).flatMap((document) => document.errors.map((error) => error.message.split('\n')[0]));
    expect(errors).toEqual([]);
  });
});

describe('Ukrainian interface strings', () => {
  /** Every translated string of the UI and sidebars (`message`) and of the command reference catalogs (`text`). */
  function strings(node: unknown, file: string, path = ''): {where: string; text: string}[] {
    if (typeof node !== 'object' || node === null) return [];
    return Object.entries(node).flatMap(([key, value]) =>
      (key === 'message' || key === 'text') && typeof value === 'string' ? [{where: `${file}: ${path}`, text: value}] : strings(value, file, path ? `${path} › ${key}` : key),
    );
  }
  const files = readdirSync(join(ROOT, 'i18n/uk'), {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.json'));
  const all = files.flatMap((file) => strings(JSON.parse(readFileSync(join(ROOT, 'i18n/uk', file), 'utf8')), `i18n/uk/${file}`));

  it('are found', () => {
    expect(files).toContain('code.json');
    expect(files).toContain('helm-cli/helm3.json');
    expect(all.length).toBeGreaterThan(1000);
  });

  it('follow the word rules of the glossary', () => {
    const broken = all.flatMap(({where, text}) => {
      const prose = text.replace(/`[^`]*`/g, '');
      return UKRAINIAN_WORD_RULES.filter(([pattern]) => pattern !== LINE_BREAK_AS_WRAP && pattern.test(prose)).map(([, rule]) => `${where}: ${rule}: ${text}`);
    });
    expect(broken).toEqual([]);
  });

  it('keep placeholders in inline code as Helm prints them', () => {
    expect(all.filter(({text}) => TRANSLATED_PLACEHOLDER.test(text)).map(({where, text}) => `${where}: ${text}`)).toEqual([]);
  });
});

describe('command reference catalogs of every locale', () => {
  const catalogs = readdirSync(join(ROOT, 'i18n'))
    .flatMap((locale) => ['helm3.json', 'helm2.json'].map((file) => `i18n/${locale}/helm-cli/${file}`))
    .filter((file) => existsSync(join(ROOT, file)));

  it('are found', () => {
    expect(catalogs).toContain('i18n/uk/helm-cli/helm3.json');
  });

  // Every English summary, description and flag text starts with a capital or with code; a lower-case start
  // in a translation is a word that lost its first letters.
  it.each(catalogs)('%s: every text starts as a sentence does', (file) => {
    const broken: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'text' && typeof value === 'string' && /^\p{Ll}/u.test(value)) broken.push(`${path}: ${value.slice(0, 60)}`);
        else walk(value, path ? `${path} › ${key}` : key);
      }
    };
    walk(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), '');
    expect(broken).toEqual([]);
  });
});
