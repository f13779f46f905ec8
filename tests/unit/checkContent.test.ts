import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {LOCALES} from '@site/src/data/locales';

const REPO = join(__dirname, '../..');
let site: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(site, path)), {recursive: true});
  writeFileSync(join(site, path), text);
}

function runCheck(): {status: number | null; output: string} {
  const result = spawnSync(process.execPath, [join(REPO, 'node_modules/tsx/dist/cli.mjs'), join(REPO, 'scripts/check-content.ts')], {
    env: {...process.env, SITE_ROOT: site},
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'helm-site-'));
  write('src/components/Greeting/index.tsx', "import Translate from '@docusaurus/Translate';\n\nexport const x = <Translate id=\"greeting.hello\">Hello</Translate>;\n");
  for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
    write(`i18n/${locale}/code.json`, JSON.stringify(locale === 'uk' ? {} : {'greeting.hello': {message: 'Hi'}}));
  }
  write('versioned_docs/version-3/intro/index.md', '---\ntitle: Intro\n---\n\n## Start {#start}\n\nSee [install](intro/install.md).\n');
  write('versioned_docs/version-3/intro/install.md', '---\ntitle: Install\ndescription: [unclosed\n---\n\nText.\n');
  write('versioned_docs/version-3/intro/_category_.json', '{\n  "label": "Intro",\n  "link": {"type": "doc", "id": "intro/welcome"}\n}\n');
  write('versioned_docs/version-2/index.md', '---\ntitle: Old\n---\n\nRead [the intro](/docs/intro/#nowhere) and [topics](/docs/topics/gone).\n');
  write('versioned_docs/version-3/intro/bold.md', '---\ntitle: Bold\n---\n\n- **`--reuse-values`**는 값을 재사용합니다.\n- **`description`**、**`home`** は表示されます。\n- A **bold `code`** ends well.\n');
  write('docs/index.md', '---\ntitle: Next\n---\n\nGo [back](/docs/intro/#start).\n');
});

afterAll(() => {
  rmSync(site, {recursive: true, force: true});
});

describe('check-content', () => {
  it('stops with file and line for each kind of bad input, without a stack trace', () => {
    const {status, output} = runCheck();
    expect(status).toBe(1);
    expect(output).toMatch(/versioned_docs\/version-3\/intro\/install\.md:3: malformed front matter/);
    expect(output).toMatch(/src\/components\/Greeting\/index\.tsx:3: translation id "greeting\.hello" is missing from i18n\/uk\/code\.json/);
    expect(output).toMatch(/versioned_docs\/version-3\/intro\/_category_\.json:3: unknown doc id "intro\/welcome"/);
    expect(output).toMatch(/versioned_docs\/version-2\/index\.md:5: link to "\/docs\/intro\/#nowhere": .* has no heading with id "nowhere"/);
    expect(output).toMatch(/versioned_docs\/version-2\/index\.md:5: link to "\/docs\/topics\/gone": no page/);
    expect(output).toMatch(/versioned_docs\/version-3\/intro\/bold\.md:5: "\*\*" in .* shows as literal asterisks/);
    expect(output).not.toMatch(/bold\.md:[67]:/);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/docs\/index\.md:\d+/);
  });
});
