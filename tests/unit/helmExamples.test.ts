import {describe, expect, it} from 'vitest';

import {applyEdit, isExcerptOf, normalizeOutput, parseMeta, replaceBlock, requirement} from '../../scripts/helm-checks/examples';
import {functionRows, tableCells} from '../../scripts/helm-checks/functions';
import {CHECKED_EXAMPLE_PAGES} from '@site/src/data/checkedExamples';
import {version3Page} from '@site/src/lib/i18n';

describe('parseMeta', () => {
  it('reads the language, the title and the marks', () => {
    const meta = parseMeta('yaml title="webapp/values.yaml" append once=2');
    expect(meta.lang).toBe('yaml');
    expect(meta.title).toBe('webapp/values.yaml');
    expect([...meta.marks]).toEqual(['append']);
    expect(meta.once).toBe(2);
  });

  it('reads at=N and a bare once', () => {
    expect(parseMeta('yaml title="a.yaml" at=25 once')).toMatchObject({at: 25, once: 1});
  });
});

describe('requirement', () => {
  it('knows the commands that need a cluster', () => {
    expect(requirement('helm install demo ./webapp')).toBe('cluster');
    expect(requirement('helm template demo ./webapp | kubectl apply -f -')).toBe('cluster');
    expect(requirement('helm get values demo --all')).toBe('cluster');
  });

  it('knows the commands that need the internet', () => {
    expect(requirement('helm repo add bitnami https://charts.bitnami.com/bitnami')).toBe('network');
    expect(requirement('helm pull oci://registry.example.com/charts/shop')).toBe('network');
  });

  it('lets offline commands and comments through', () => {
    expect(requirement('helm template demo ./webapp --show-only templates/configmap.yaml')).toBeNull();
    expect(requirement('# helm install would need a cluster\nhelm lint ./webapp')).toBeNull();
    expect(requirement('helm dependency update ./mychart')).toBeNull();
  });
});

describe('applyEdit', () => {
  const file = ['data:', '  message: "hi"', '  language: "en"', 'other: 1', ''].join('\n');

  it('inserts lines after the line they follow in the file', () => {
    expect(applyEdit(file, '  language: "en"\n  environment: "staging"')).toBe(
      ['data:', '  message: "hi"', '  language: "en"', '  environment: "staging"', 'other: 1', ''].join('\n'),
    );
  });

  it('replaces a line that sets the same key at the same depth', () => {
    expect(applyEdit(file, 'data:\n  message: {{ .Values.message | quote }}')).toBe(
      ['data:', '  message: {{ .Values.message | quote }}', '  language: "en"', 'other: 1', ''].join('\n'),
    );
  });

  it('replaces what lies between two lines it shares with the file', () => {
    expect(applyEdit(file, 'data:\n  greeting: "hello"\nother: 1')).toBe(['data:', '  greeting: "hello"', 'other: 1', ''].join('\n'));
  });

  it('refuses a block that shares no line with the file', () => {
    expect(() => applyEdit(file, 'spec:\n  replicas: 2')).toThrow(/no line of the block is in the file/);
  });
});

describe('comparing outputs', () => {
  it('ignores trailing spaces, trailing blank lines and debug clock times', () => {
    const debug = 'install.go:225: 2026-11-24 12:08:20.700812594 +0000 UTC m=+0.033873333 [debug] Original chart version: ""';
    expect(normalizeOutput(`${debug}  \nok\n\n`)).toBe('install.go:225: <time> [debug] Original chart version: ""\nok');
  });

  it('accepts an excerpt only when its lines appear in order', () => {
    const output = 'a\nb\nc\nd';
    expect(isExcerptOf('b\nd', output)).toBe(true);
    expect(isExcerptOf('d\nb', output)).toBe(false);
    expect(isExcerptOf('b\nx', output)).toBe(false);
  });
});

describe('replaceBlock', () => {
  it('replaces the body of the block that opens at a line and nothing else', () => {
    const page = ['Text', '```text', 'old', 'lines', '```', '', '```text', 'keep', '```'].join('\n');
    expect(replaceBlock(page, 2, 'new')).toBe(['Text', '```text', 'new', '```', '', '```text', 'keep', '```'].join('\n'));
  });
});

describe('the function list', () => {
  it('splits table rows on | outside code spans only', () => {
    expect(tableCells('| `a` | b | `{{ x "|" }}` | `y` |')).toEqual(['`a`', 'b', '`{{ x "|" }}`', '`y`']);
  });

  it('reads every row of the page with what it promises', () => {
    const rows = functionRows();
    expect(rows.length).toBeGreaterThan(200);
    const b64 = rows.find((row) => row.example === '{{ b64enc "helm" }}');
    expect(b64?.expect).toEqual({kind: 'exact', text: 'aGVsbQ=='});
    expect(rows.filter((row) => row.expect.kind === 'error').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.expect.kind === 'exact').length).toBeGreaterThan(150);
  });
});

describe('the examples-checked note', () => {
  it('finds a checked page from its source in any locale', () => {
    const page = version3Page('@site/i18n/uk/docusaurus-plugin-content-docs/version-3/chart_template_guide/values_files.md');
    expect(page).toBe('chart_template_guide/values_files.md');
    expect(CHECKED_EXAMPLE_PAGES).toContain(page);
    expect(version3Page('@site/versioned_docs/version-2/index.md')).toBeNull();
  });
});
