/**
 * Every row of the template function list, evaluated by Helm. Each row's Example is rendered in the chart that
 * the chart template guide builds; a Result written as code (`aGVsbQ==`) must be exactly what Helm prints, a
 * Result starting `Error:` must be in Helm's error, and any other Result ("e.g. ...", or words for output
 * that differs on every run) only requires the example to render.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';

import {FUNCTION_LIST_PAGE as FUNCTION_LIST} from '../../src/data/checkedExamples';
import {readMarkdown} from '../lib/content';
import {ENGLISH_ROOT, type ExampleResult} from './examples';


export interface FunctionRow {
  line: number;
  example: string;
  /** What the row promises: exact text, the text of an error, or only that it renders. */
  expect: {kind: 'exact'; text: string} | {kind: 'error'; text: string} | {kind: 'renders'};
}

/** The cells of a Markdown table row; `|` inside a code span does not split. */
export function tableCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let inCode = false;
  for (const character of line.trim().replace(/^\||\|$/g, '')) {
    if (character === '`') inCode = !inCode;
    if (character === '|' && !inCode) {
      cells.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  cells.push(current.trim());
  return cells;
}

/** The rows of the function tables whose Example is a template action. */
export function functionRows(): FunctionRow[] {
  const page = readMarkdown(join(ENGLISH_ROOT, FUNCTION_LIST));
  return page.body.flatMap((text, index) => {
    if (!text.startsWith('| `')) return [];
    const cells = tableCells(text);
    const example = /^`(\{\{.*\}\})`$/.exec(cells[2] ?? '')?.[1];
    if (cells.length !== 4 || example === undefined) return [];
    const result = cells[3]!;
    const exact = /^`([^`]*)`(?:\s+\(.*\))?$/.exec(result)?.[1];
    const error = /^Error: `(?:execution error at \(\.\.\.\): )?([^`]*)`$/.exec(result)?.[1];
    const expect: FunctionRow['expect'] =
      exact !== undefined
        ? {kind: 'exact', text: exact.replaceAll('\\n', '\n')}
        : error !== undefined
          ? {kind: 'error', text: error}
          : {kind: 'renders'};
    return [{line: page.bodyLine + index, example, expect}];
  });
}

interface Rendered {
  output?: string;
  error?: string;
}

/** Renders examples as named templates of the chart in `chartDir`, returning each one's text or the error. */
function renderRows(helm: string, chartDir: string, rows: readonly FunctionRow[], home: string): Rendered[] {
  const defines = rows.map((row, index) => `{{- define "function-row-${index}" -}}${row.example}{{- end }}`).join('\n');
  const uses = rows.map((_, index) => `row${index}: {{ include "function-row-${index}" . | toJson }}`).join('\n');
  writeFileSync(join(chartDir, 'templates', '_function_rows.tpl'), `${defines}\n`);
  writeFileSync(join(chartDir, 'templates', 'function-rows.yaml'), `${uses}\n`);
  const result = spawnSync(
    helm,
    ['template', 'demo', chartDir, '-f', join(chartDir, 'values.yaml'), '--show-only', 'templates/function-rows.yaml'],
    {encoding: 'utf8', env: {PATH: process.env.PATH, HOME: home, TZ: 'UTC'}},
  );
  if (result.status !== 0) return rows.map(() => ({error: result.stderr.trim()}));
  const values = parse(result.stdout) as Record<string, string>;
  return rows.map((_, index) => ({output: values[`row${index}`] ?? ''}));
}

/**
 * Checks every row in `chartDir`, a copy of the guide's chart. Rows are rendered together; when that fails,
 * each row again on its own, so that one error names its row.
 */
export function checkFunctionRows(helm: string, chartDir: string): ExampleResult[] {
  const rows = functionRows();
  const home = join(chartDir, '..', '.function-rows-home');
  mkdirSync(home, {recursive: true});
  let rendered = renderRows(helm, chartDir, rows, home);
  if (rendered.some((row) => row.error !== undefined)) {
    rendered = rows.map((row) => renderRows(helm, chartDir, [row], home)[0]!);
  }
  return rows.map((row, index): ExampleResult => {
    const {output, error} = rendered[index]!;
    const at = {page: FUNCTION_LIST, line: row.line, kind: 'function' as const};
    if (row.expect.kind === 'error') {
      return error?.includes(row.expect.text)
        ? {...at, outcome: 'passed'}
        : {...at, outcome: 'failed', problem: `expected an error with "${row.expect.text}", got ${error ?? JSON.stringify(output)}`};
    }
    if (error !== undefined) return {...at, outcome: 'failed', problem: error.split('\n')[0]!};
    if (row.expect.kind === 'renders') return {...at, outcome: 'rendered'};
    return output === row.expect.text
      ? {...at, outcome: 'passed'}
      : {...at, outcome: 'failed', problem: `expected ${JSON.stringify(row.expect.text)}, Helm rendered ${JSON.stringify(output)}`};
  });
}
