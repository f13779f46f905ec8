import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {CLI_TREES} from '@site/src/data/cli';
import {LOCALES} from '@site/src/data/locales';
import {LABELS_CATALOG, labelSlots, readCatalog, slotId, slotState, treeSlots} from '../../scripts/translations/cliCatalog';
import {markdownHash, textHash} from '../../scripts/translations/hash';
import {translationStatus} from '../../scripts/translations/status';

describe('the hash of an English text', () => {
  const page = '---\ntitle: Installing Helm\nsidebar_position: 2\n---\n\nHelm is one binary.\nInstall it with a script.\n';

  it('ignores re-wrapped lines and the order of front matter keys', () => {
    expect(markdownHash('---\nsidebar_position: 2\ntitle: Installing Helm\n---\n\nHelm is one binary. Install it\nwith a script.\n')).toBe(markdownHash(page));
    expect(textHash('Add a chart\n  repository.')).toBe(textHash('Add a chart repository.'));
  });

  it('changes with the words and with front matter values', () => {
    expect(markdownHash(page.replace('a script', 'a package manager'))).not.toBe(markdownHash(page));
    expect(markdownHash(page.replace('sidebar_position: 2', 'sidebar_position: 3'))).not.toBe(markdownHash(page));
    expect(textHash('Add a chart repository.')).not.toBe(textHash('Add a chart repositories.'));
    expect(markdownHash(page)).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('the translations of this site', () => {
  const report = translationStatus();

  it('carry well-formed tracking data', () => {
    expect(report.problems).toEqual([]);
  });

  it('are all marked: a translated page without translated_from would show the outdated notice', () => {
    const unmarked = report.locales.flatMap(({parts}) => parts.flatMap((part) => part.items.filter((item) => item.note?.startsWith('no '))));
    expect(unmarked.map((item) => item.file)).toEqual([]);
  });

  it('in Ukrainian, the reference locale, are never older than their English source', () => {
    const uk = report.locales.find((status) => status.locale === 'uk')!;
    const outdatedPages = uk.parts.flatMap((part) => part.items.filter((item) => item.state === 'outdated').map((item) => `${item.file}: ${item.note}`));
    expect(outdatedPages).toEqual([]);
    const catalogs = [
      {name: LABELS_CATALOG, slots: labelSlots()},
      ...CLI_TREES.map((tree) => ({name: tree.catalog, slots: treeSlots(tree)})),
    ];
    const outdatedStrings = catalogs.flatMap(({name, slots}) => {
      const catalog = readCatalog('uk', name, slots);
      return slots.filter((slot) => slotState(catalog, slot) === 'outdated').map((slot) => `${name}: ${slotId(slot.path)}`);
    });
    expect(outdatedStrings).toEqual([]);
  });

  it('give the readers of every language the whole Helm 3 docs, its command reference and the pre-release docs, all current', () => {
    const covered = report.locales
      .filter((status) => status.locale !== 'en')
      .map((status) => [status.locale, status.parts.filter((part) => ['helm3', 'helm3-cli', 'next'].includes(part.part)).map((part) => [part.part, part.missing, part.outdated])]);
    const complete = [['helm3', 0, 0], ['helm3-cli', 0, 0], ['next', 0, 0]];
    expect(covered).toEqual(LOCALES.filter((locale) => locale !== 'en').sort().map((locale) => [locale, complete]));
  });

  it('cover the whole Ukrainian command reference', () => {
    const uk = report.locales.find((status) => status.locale === 'uk')!;
    const cli = uk.parts.filter((part) => part.part.endsWith('-cli'));
    expect(cli.map((part) => [part.part, part.missing, part.outdated])).toEqual([
      ['helm3-cli', 0, 0],
      ['helm2-cli', 0, 0],
    ]);
    expect(cli[0]!.translated).toBe(CLI_TREES[0]!.commands.length + 1);
  });
});

// Each test runs the command in a child process a few times, which takes seconds on a loaded machine.
describe('npm run translations, on a site of its own', {timeout: 60_000}, () => {
  const REPO = join(__dirname, '../..');
  let site: string;
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(site, path)), {recursive: true});
    writeFileSync(join(site, path), text);
  };
  const read = (path: string): string => readFileSync(join(site, path), 'utf8');
  const run = (...args: string[]): {status: number | null; output: string} => {
    const result = spawnSync(process.execPath, [join(REPO, 'node_modules/tsx/dist/cli.mjs'), join(REPO, 'scripts/translations/index.ts'), ...args], {
      env: {...process.env, SITE_ROOT: site},
      encoding: 'utf8',
    });
    return {status: result.status, output: `${result.stdout}${result.stderr}`};
  };
  const row = (output: string, part: string): string[] => {
    const line = output.split('\n').find((candidate) => candidate.trimStart().startsWith(part))!;
    return line.trim().slice(part.length).trim().split(/\s+/);
  };
  const english = 'versioned_docs/version-3/intro/install.md';
  const german = 'i18n/de/docusaurus-plugin-content-docs/version-3/intro/install.md';
  const englishText = '---\ntitle: Installing Helm\nsidebar_position: 2\n---\n\nHelm is one binary. Install it with a script.\n';

  beforeAll(() => {
    site = mkdtempSync(join(tmpdir(), 'helm-translations-'));
    write(english, englishText);
    write('versioned_docs/version-3/intro/quickstart.md', '---\ntitle: Quickstart\n---\n\nThree commands get you started with Helm.\n');
    write('docs/overview.md', '---\ntitle: Overview\n---\n\nWhat changes in Helm 4.\n');
    write(german, '---\ntitle: Helm installieren\nsidebar_position: 2\n---\n\nHelm ist eine einzige Datei.\n');
  });

  afterAll(() => {
    rmSync(site, {recursive: true, force: true});
  });

  it('counts an unmarked translation as outdated, and a marked one as translated', () => {
    const before = run('--locale', 'de');
    expect(before.status).toBe(0);
    expect(row(before.output, 'Helm 3 guides')).toEqual(['0', '1', '1', '16']);
    expect(before.output).toContain(`outdated ${german} (9 words): no translated_from mark`);
    expect(before.output).toContain('missing  i18n/de/docusaurus-plugin-content-docs/version-3/intro/quickstart.md (7 words)');

    const marked = run('--mark', german);
    expect(marked.output).toContain(`${german}: translated from ${english} as it is now`);
    expect(read(german)).toBe(`---\ntitle: Helm installieren\nsidebar_position: 2\ntranslated_from: "${markdownHash(englishText)}"\n---\n\nHelm ist eine einzige Datei.\n`);
    expect(row(run('--locale', 'de').output, 'Helm 3 guides')).toEqual(['1', '0', '1', '7']);
  });

  it('keeps the translation current when the English is only re-wrapped, and not when its words change', () => {
    write(english, englishText.replace('Install it with', 'Install it\nwith'));
    expect(row(run('--locale', 'de').output, 'Helm 3 guides')).toEqual(['1', '0', '1', '7']);
    write(english, englishText.replace('a script', 'a package manager'));
    const changed = run('--locale', 'de');
    expect(row(changed.output, 'Helm 3 guides')).toEqual(['0', '1', '1', '17']);
    expect(changed.output).toContain(`outdated ${german} (10 words): the English page changed`);
  });

  it('prints a table for every locale', () => {
    const all = run();
    expect(all.status).toBe(0);
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      expect(all.output).toMatch(new RegExp(`^${locale}: `, 'm'));
    }
    expect(all.output.match(/^ {2}Part +Translated +Outdated +Missing +Words to translate$/gm)).toHaveLength(LOCALES.length - 1);
  });

  it('marks a file however its path is written, and refuses one it cannot mark with a one-line message', () => {
    expect(run('--mark', `./${german}`).output).toContain(`${german}: translated from ${english} as it is now`);
    expect(run('--mark', join(site, german)).output).toContain(`${german}: translated from ${english} as it is now`);
    for (const [file, message] of [
      ['docs/overview.md', 'docs/overview.md: not a translated page with an English original'],
      ['i18n/de/docusaurus-plugin-content-docs/version-3/intro/missing.md', 'missing.md: no such file'],
      ['i18n/de/helm-cli/unknown.json', 'no such file'],
    ]) {
      const refused = run('--mark', file!);
      expect(refused.status, file).toBe(1);
      expect(refused.output, file).toContain(message);
      expect(refused.output, file).not.toMatch(/^\s+at /m);
    }
  });

  it('exits non-zero on malformed tracking data, naming the file', () => {
    write(german, read(german).replace(/translated_from: "[0-9a-f]+"/, 'translated_from: 20241'));
    const malformed = run();
    expect(malformed.status).toBe(1);
    expect(malformed.output).toContain(`${german}:4: translated_from must be the 12-digit hash`);
    run('--mark', german);
    write('i18n/de/docusaurus-plugin-content-docs/version-3/intro/renamed.md', '---\ntitle: Alt\n---\n\nText.\n');
    const orphan = run();
    expect(orphan.status).toBe(1);
    expect(orphan.output).toContain('i18n/de/docusaurus-plugin-content-docs/version-3/intro/renamed.md:1: no English page versioned_docs/version-3/intro/renamed.md');
    rmSync(join(site, 'i18n/de/docusaurus-plugin-content-docs/version-3/intro/renamed.md'));
    expect(run().status).toBe(0);
  });

  it('prepares a command reference catalog, and marks it once translated', () => {
    const prepared = run('--prepare', 'de');
    expect(prepared.status).toBe(0);
    expect(prepared.output).toContain(`i18n/de/helm-cli/labels.json: ${labelSlots().length} string(s) to translate`);
    const helm3 = CLI_TREES.find((tree) => tree.catalog === 'helm3')!;
    type Node = {[key: string]: Node | string};
    const catalog = JSON.parse(read('i18n/de/helm-cli/helm3.json')) as Node;
    expect((catalog.commands as Node)['helm repo add']).toMatchObject({short: {text: '', english: 'Add a chart repository.'}});

    // The translator fills in every text (here: the English behind a marker, so that code and flags stay).
    const translate = (path: string): void => {
      const fill = (node: Node): void => {
        for (const value of Object.values(node)) {
          if (typeof value !== 'object') continue;
          if (typeof value.english === 'string') value.text = `Ŧ ${value.english}`;
          else fill(value);
        }
      };
      const data = JSON.parse(read(path)) as Node;
      fill(data);
      write(path, JSON.stringify(data, null, 2));
    };
    translate('i18n/de/helm-cli/labels.json');
    translate('i18n/de/helm-cli/helm3.json');
    expect(row(run('--locale', 'de').output, 'Helm 3 command reference').slice(0, 3)).toEqual(['0', String(helm3.commands.length + 1), '0']);

    const marked = run('--mark', 'i18n/de/helm-cli/labels.json', 'i18n/de/helm-cli/helm3.json');
    expect(marked.output).toContain(`i18n/de/helm-cli/helm3.json: ${treeSlots(helm3).length} string(s) marked`);
    expect(read('i18n/de/helm-cli/helm3.json')).not.toContain('"english"');
    const after = run('--locale', 'de').output;
    expect(row(after, 'Helm 3 command reference')).toEqual([String(helm3.commands.length + 1), '0', '0', '0']);
    expect(row(after, 'Helm 2 command reference')[0]).toBe('0');
  });
});
