import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join, relative} from 'node:path';

import {LOCALES, localePrefix} from '../../src/data/locales';
import {expect, test} from './support';

const BUILD = join(__dirname, '../../build');
/** The Nu HTML Checker (the W3C validator), from the vnu-jar package, run on the machine's Java. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * One built page of every kind the site has, relative to a locale's root. Not the `/docs` redirect stub, whose
 * fixed template comes from @docusaurus/plugin-client-redirects and is replaced by the next page at once.
 */
const PAGE_OF_EVERY_TYPE = [
  'index.html',
  '404.html',
  'markdown-page/index.html',
  'docs/topics/index.html',
  'docs/intro/install/index.html',
  'docs/chart_template_guide/functions_and_pipelines/index.html',
  'docs/helm/helm_install/index.html',
  'docs/community/localization/index.html',
  'docs/next/overview/index.html',
  'docs/next/tags/index.html',
  'docs/v2/architecture/index.html',
  'docs/v2/helm/helm_install/index.html',
  'blog/index.html',
  'blog/page/2/index.html',
  'blog/helm-3-19-0-released/index.html',
  'blog/tags/index.html',
  'blog/tags/security/index.html',
  'blog/authors/index.html',
  'blog/authors/maintainers/index.html',
  'blog/archive/index.html',
];

test('one page of every type in every locale is valid HTML for the Nu HTML Checker', () => {
  const files = LOCALES.flatMap((locale) => PAGE_OF_EVERY_TYPE.map((page) => join(BUILD, localePrefix(locale), page)));
  const missing = files.filter((file) => !existsSync(file)).map((file) => relative(BUILD, file));
  expect(missing).toEqual([]);

  // One Java process for all pages: starting the checker costs more than checking a page.
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'gnu', ...files], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  expect(run.error).toBeUndefined();
  const errors = run.stderr
    .split('\n')
    .filter((line) => line.includes('error:'))
    .map((line) => line.replace(`file:${BUILD}/`, '').slice(0, 300));
  expect(errors).toEqual([]);
  expect(run.status).toBe(0);
});
