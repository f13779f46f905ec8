/**
 * The docs' chart examples, run by a real Helm binary. A page is read as a script: a code block with a
 * `title="path"` is a file written into a scratch workspace, a `bash` block is run there, and the output block
 * that follows it (`text`, or `yaml` without a title) is what it must print. The pages of the chart template
 * guide share one workspace, in sidebar order, because the guide builds one chart from page to page.
 *
 * Marks in a fence's meta, after the language:
 * - `cluster` / `network`: the commands need a Kubernetes cluster or the internet, so they and their output
 *   are counted as not checkable offline. A block that needs one and lacks the mark fails. On a file, such as a
 *   `Chart.yaml` with dependencies from a remote repository, the mark means the file is not written.
 * - `fragment`: a titled block that shows part of a file, not the whole file; it is not written.
 * - `aside`: a whole file shown for reference that the running example does not keep; it is not written.
 * - `append`: the block is added to the end of the file; `at=N`: it is inserted to start at line N of the file.
 * - `edit`: the block is a piece of the file, placed by its context (see `applyEdit`).
 * - `once`: the file's change is undone after the next command (`once=2`: the next two), as when a page shows a
 *   mistake and then takes it back.
 * - `excerpt` on an output block: the page shows only some lines of the output; they must appear in it in order.
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import {EXAMPLE_SESSIONS, GUIDE_SESSION} from '../../src/data/checkedExamples';
import {type CodeBlock, codeBlocks, readMarkdown, ROOT} from '../lib/content';
import {checkFunctionRows} from './functions';
import {compareReleases} from './help';

export const ENGLISH_ROOT = 'versioned_docs/version-3';
export const UKRAINIAN_ROOT = 'i18n/uk/docusaurus-plugin-content-docs/version-3';

/**
 * `passed`/`failed`: compared with what Helm did; `rendered`: ran without error where the page promises no exact
 * text; `cluster`/`network`: not checkable offline; `unchecked`: a fragment, an aside or another illustration.
 */
export type Outcome = 'passed' | 'failed' | 'rendered' | 'cluster' | 'network' | 'unchecked';

export interface ExampleResult {
  page: string;
  line: number;
  kind: 'file' | 'command' | 'output' | 'function' | 'other';
  outcome: Outcome;
  problem?: string;
  /** For a failed output: what Helm really printed, so `--update` can write it into the page. */
  actual?: string;
}

interface Meta {
  lang: string;
  title?: string;
  /** `at=N`: the 1-based line of the file at which the block is inserted. */
  at?: number;
  /** `once` or `once=N`: how many commands the change lasts. */
  once?: number;
  marks: Set<string>;
}

export function parseMeta(info: string): Meta {
  const title = /title="([^"]*)"/.exec(info)?.[1];
  const words = info.replace(/title="[^"]*"/, '').trim().split(/\s+/).filter(Boolean);
  const meta: Meta = {lang: words[0] ?? '', marks: new Set(words.slice(1).filter((word) => !/^(at|once)=/.test(word)))};
  if (title !== undefined) meta.title = title;
  const at = words.find((word) => word.startsWith('at='));
  if (at !== undefined) meta.at = Number(at.slice(3));
  const once = words.find((word) => word === 'once' || word.startsWith('once='));
  if (once !== undefined) meta.once = once === 'once' ? 1 : Number(once.slice(5));
  return meta;
}

const CLUSTER_COMMAND = /(^|[;&|]\s*)(kubectl|curl)\b|\bhelm\s+(install|upgrade|uninstall|rollback|status|get|history|list|ls|test)\b/m;
// `helm dependency update` is offline for `file://` dependencies, so it is not listed; a remote one fails unmarked.
const NETWORK_COMMAND = /\bhelm\s+(repo\s+(add|update)|pull|push|search\s+hub|registry)\b/m;

/** What a command block needs that this machine does not offer: a cluster, the internet, or nothing. */
export function requirement(command: string): 'cluster' | 'network' | null {
  const code = command
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  if (CLUSTER_COMMAND.test(code)) return 'cluster';
  if (NETWORK_COMMAND.test(code)) return 'network';
  return null;
}

/** Output as compared: no trailing spaces or blank lines, and the clock times of Helm's debug log written alike. */
export function normalizeOutput(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd().replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ [+-]\d{4} \w+ m=[+-][\d.]+/g, '<time>'))
    .join('\n')
    .replace(/\n+$/, '');
}

/** Whether the lines of an excerpt appear in the output in the same order. */
export function isExcerptOf(excerpt: string, output: string): boolean {
  const lines = output.split('\n');
  let from = 0;
  for (const line of excerpt.split('\n')) {
    const found = lines.indexOf(line, from);
    if (found === -1) return false;
    from = found + 1;
  }
  return true;
}

const isOutputBlock = (meta: Meta): boolean => meta.title === undefined && !meta.marks.has('fragment') && (meta.lang === 'text' || meta.lang === 'yaml');

/** The YAML key a line sets, with its indentation (`  name:`, `    - name:`), or null for other lines. */
function lineKey(line: string): string | null {
  return /^(\s*(?:- )?[\w.\-/"]+:)(?:\s|$)/.exec(line)?.[1] ?? null;
}

/**
 * Applies a piece of a file shown in context: block lines equal to file lines, or setting the same YAML key at
 * the same indentation, are matched in order (a longest common subsequence); the file's lines between two
 * matched lines are replaced by the block's lines between them, a matched line that differs replaces its file
 * line, and block lines after the last match are inserted after it. A block with no line in common is an error.
 */
export function applyEdit(file: string, block: string): string {
  const lines = file.replace(/\n$/, '').split('\n');
  const piece = block.replace(/\n$/, '').split('\n');
  const same = (a: string, b: string): boolean => a === b || (lineKey(a) !== null && lineKey(a) === lineKey(b));
  // lcs[i][j]: length of the longest common subsequence of piece[i..] and lines[j..].
  const lcs = Array.from({length: piece.length + 1}, () => new Array<number>(lines.length + 1).fill(0));
  for (let i = piece.length - 1; i >= 0; i--) {
    for (let j = lines.length - 1; j >= 0; j--) {
      lcs[i]![j] = same(piece[i]!, lines[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const matches: [number, number][] = [];
  for (let i = 0, j = 0; i < piece.length && j < lines.length; ) {
    if (same(piece[i]!, lines[j]!) && lcs[i]![j] === lcs[i + 1]![j + 1]! + 1) matches.push([i++, j++]);
    else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  if (matches.length === 0) throw new Error(`no line of the block is in the file: ${piece[0]}`);
  const out = lines.slice(0, matches[0]![1]);
  out.push(...piece.slice(0, matches[0]![0]));
  matches.forEach(([i, j], index) => {
    out.push(piece[i]!);
    const next = matches[index + 1];
    if (next) out.push(...piece.slice(i + 1, next[0]));
    else out.push(...piece.slice(i + 1), ...lines.slice(j + 1));
  });
  return `${out.join('\n')}\n`;
}

/** Where the pages say the reader works; the scratch folder's path is written so in outputs. */
const WORKSPACE_SHOWN_AS = '/home/user/charts';

/** A workspace in which `helm` is the checked binary and HOME is private. */
class Workspace {
  readonly dir = mkdtempSync(join(tmpdir(), 'helm-examples-'));
  private readonly bin = join(this.dir, '.bin');
  /** The `helm` that commands run: the checked binary, behind the values workaround below. */
  readonly helm = join(this.bin, 'helm');

  constructor(
    binary: string,
    release: string,
    private readonly titlesIn = '',
    private readonly homeShownAs?: string,
  ) {
    mkdirSync(this.bin);
    mkdirSync(join(this.dir, '.home'));
    // Helm 3.18.0 read numbers in a chart's own values.yaml as json.Number, which 3.18.1 reverted
    // (https://github.com/helm/helm/pull/30884); passing the same file first with -f gives the 3.19 behaviour.
    const valuesWorkaround = compareReleases(release, '3.18.1') < 0;
    writeFileSync(
      join(this.bin, 'helm'),
      `#!/usr/bin/env bash
real=${JSON.stringify(binary)}
if ${valuesWorkaround} && [[ "$1" =~ ^(template|install|upgrade|lint)$ ]]; then
  for arg in "\${@:2}"; do
    if [ -f "$arg/Chart.yaml" ] && [ -f "$arg/values.yaml" ]; then exec "$real" "$1" -f "$arg/values.yaml" "\${@:2}"; fi
  done
fi
exec "$real" "$@"
`,
    );
    chmodSync(join(this.bin, 'helm'), 0o755);
  }

  /** Files as they were before a `once` edit, and how many more commands they stay changed. */
  private saved = new Map<string, {before: string | null; commands: number}>();

  write(path: string, content: string, meta: Meta): void {
    const target = join(this.dir, this.titlesIn, path);
    mkdirSync(dirname(target), {recursive: true});
    const before = existsSync(target) ? readFileSync(target, 'utf8') : null;
    if (meta.once !== undefined && !this.saved.has(target)) this.saved.set(target, {before, commands: meta.once});
    const block = content.endsWith('\n') ? content : `${content}\n`;
    let text = block;
    if (meta.marks.has('edit')) {
      text = applyEdit(before ?? '', block);
    } else if (meta.marks.has('append')) {
      text = `${before ?? ''}${before === null || before.endsWith('\n') ? '' : '\n'}${block}`;
    } else if (meta.at !== undefined) {
      const lines = (before ?? '').split('\n');
      lines.splice(meta.at - 1, 0, ...block.replace(/\n$/, '').split('\n'));
      text = lines.join('\n');
    }
    writeFileSync(target, text);
  }

  /** Counts one command against every `once` change, and restores the files whose count ran out. */
  afterCommand(): void {
    for (const [target, saved] of this.saved) {
      saved.commands -= 1;
      if (saved.commands > 0) continue;
      if (saved.before === null) rmSync(target, {force: true});
      else writeFileSync(target, saved.before);
      this.saved.delete(target);
    }
  }

  run(script: string): {output: string; status: number} {
    const home = join(this.dir, '.home');
    const result = spawnSync('bash', ['-c', `exec 2>&1\n${script}`], {
      cwd: this.dir,
      encoding: 'utf8',
      env: {PATH: `${this.bin}:/usr/local/bin:/usr/bin:/bin`, HOME: home, LANG: 'C.UTF-8', TZ: 'UTC'},
      timeout: 60_000,
    });
    const output = this.homeShownAs === undefined ? result.stdout ?? '' : (result.stdout ?? '').replaceAll(home, this.homeShownAs);
    return {output: output.replaceAll(this.dir, WORKSPACE_SHOWN_AS), status: result.status ?? 1};
  }

  remove(): void {
    rmSync(this.dir, {recursive: true, force: true});
  }
}

/** Checks one page's blocks in the session's workspace. A file counts as checked once a later command has run. */
function checkPage(page: string, workspace: Workspace, unusedFiles: ExampleResult[]): ExampleResult[] {
  const blocks: CodeBlock[] = codeBlocks(readMarkdown(join(ENGLISH_ROOT, page)));
  const results: ExampleResult[] = [];
  let previous: {meta: Meta; outcome: Outcome; output?: string; status?: number; result?: ExampleResult} | null = null;
  for (const block of blocks) {
    const meta = parseMeta(block.info);
    const at = {page, line: block.line};
    if (meta.lang === 'bash' && meta.title === undefined) {
      const needed = requirement(block.code);
      const marked = meta.marks.has('cluster') ? 'cluster' : meta.marks.has('network') ? 'network' : null;
      if (needed !== null && marked === null) {
        results.push({...at, kind: 'command', outcome: 'failed', problem: `needs a ${needed}: mark the fence \`bash ${needed}\``});
        previous = {meta, outcome: 'failed'};
      } else if (marked !== null) {
        results.push({...at, kind: 'command', outcome: marked});
        previous = {meta, outcome: marked};
      } else {
        const {output, status} = workspace.run(block.code);
        workspace.afterCommand();
        for (const file of unusedFiles.splice(0)) file.outcome = 'passed';
        const result: ExampleResult = {...at, kind: 'command', outcome: 'passed'};
        results.push(result);
        previous = {meta, outcome: 'passed', output, status, result};
      }
      continue;
    }
    if (previous?.meta.lang === 'bash' && isOutputBlock(meta)) {
      if (previous.outcome === 'cluster' || previous.outcome === 'network') {
        results.push({...at, kind: 'output', outcome: previous.outcome});
      } else if (previous.output !== undefined) {
        const [expected, actual] = [normalizeOutput(block.code), normalizeOutput(previous.output)];
        const matches = meta.marks.has('excerpt') ? isExcerptOf(expected, actual) : expected === actual;
        results.push(
          matches
            ? {...at, kind: 'output', outcome: 'passed'}
            : {...at, kind: 'output', outcome: 'failed', problem: 'Helm printed something else', actual},
        );
      }
      previous = null;
      continue;
    }
    if (previous?.meta.lang === 'bash' && previous.status !== undefined && previous.status !== 0) {
      // A command that failed with no output block after it to say so.
      const last = previous.result!;
      last.outcome = 'failed';
      last.problem = `exited with ${previous.status}: ${normalizeOutput(previous.output ?? '').split('\n').slice(-3).join(' / ')}`;
    }
    previous = null;
    const offline = meta.marks.has('cluster') ? 'cluster' : meta.marks.has('network') ? 'network' : null;
    if (meta.title !== undefined && offline !== null) {
      // A file that is only of use with a cluster or the internet, such as dependencies from a remote repository.
      results.push({...at, kind: 'file', outcome: offline});
    } else if (meta.title !== undefined && !meta.marks.has('fragment') && !meta.marks.has('aside') && meta.lang !== 'diff') {
      try {
        workspace.write(meta.title, block.code, meta);
        const file: ExampleResult = {...at, kind: 'file', outcome: 'unchecked'};
        results.push(file);
        unusedFiles.push(file);
      } catch (error) {
        results.push({...at, kind: 'file', outcome: 'failed', problem: (error as Error).message});
      }
    } else {
      results.push({...at, kind: 'other', outcome: 'unchecked'});
    }
  }
  renderUnusedFiles(workspace, unusedFiles);
  return results;
}

/** Files that no command on their page used are still checked: every chart of the workspace must render. */
function renderUnusedFiles(workspace: Workspace, unusedFiles: ExampleResult[]): void {
  if (unusedFiles.length === 0) return;
  const charts = readdirSync(workspace.dir).filter((name) => existsSync(join(workspace.dir, name, 'Chart.yaml')));
  const script = charts.map((chart) => `helm template demo ./${chart} >/dev/null`).join(' && ');
  const {output, status} = charts.length > 0 ? workspace.run(script) : {output: 'no chart in the workspace', status: 1};
  for (const file of unusedFiles.splice(0)) {
    if (status === 0) file.outcome = 'rendered';
    else Object.assign(file, {outcome: 'failed', problem: `the chart does not render: ${normalizeOutput(output).split('\n')[0]}`});
  }
}

/** Runs every example of every session with the given binary. */
export function checkExamples(binary: string, release: string): ExampleResult[] {
  const guideChart = mkdtempSync(join(tmpdir(), 'helm-examples-guide-'));
  try {
    return EXAMPLE_SESSIONS.flatMap((session) => {
      const workspace = new Workspace(binary, release, session.titlesIn, session.homeShownAs);
      try {
        if (session.fromGuide) cpSync(guideChart, workspace.dir, {recursive: true});
        if (session.setup) {
          const {output, status} = workspace.run(session.setup);
          if (status !== 0) throw new Error(`${session.pages[0]}: setup "${session.setup}" failed: ${output}`);
        }
        const unusedFiles: ExampleResult[] = [];
        const results = session.pages.flatMap((page) => checkPage(page, workspace, unusedFiles));
        if (session === GUIDE_SESSION) {
          results.push(...checkFunctionRows(workspace.helm, join(workspace.dir, 'webapp')));
          for (const file of ['webapp/Chart.yaml', 'webapp/values.yaml', 'webapp/charts', 'webapp/templates/_helpers.tpl']) cpSync(join(workspace.dir, file), join(guideChart, file), {recursive: true});
        }
        return results;
      } finally {
        // HELM_EXAMPLES_KEEP=1 leaves the workspaces in place, to look at the charts the pages build.
        if (process.env.HELM_EXAMPLES_KEEP) console.log(`${session.pages.join(', ')}: ${workspace.dir}`);
        else workspace.remove();
      }
    });
  } finally {
    rmSync(guideChart, {recursive: true, force: true});
  }
}

/** Replaces the body of the code block that opens at `line` (1-based) of a page. */
export function replaceBlock(text: string, line: number, body: string): string {
  const lines = text.split('\n');
  const open = line - 1;
  const fence = /^(\s*)(`{3,}|~{3,})/.exec(lines[open] ?? '')?.[2];
  if (!fence) throw new Error(`line ${line} does not open a code block`);
  const close = lines.findIndex((candidate, index) => index > open && candidate.trim() === fence);
  return [...lines.slice(0, open + 1), ...body.split('\n'), ...lines.slice(close)].join('\n');
}

/** Writes what Helm printed into the failed output blocks, in English and at the same block of the Ukrainian page. */
export function updateOutputs(results: readonly ExampleResult[]): number {
  const failed = results.filter((result) => result.kind === 'output' && result.outcome === 'failed' && result.actual !== undefined);
  const pages = new Set(failed.map((result) => result.page));
  for (const page of pages) {
    const english = join(ENGLISH_ROOT, page);
    const ukrainian = join(UKRAINIAN_ROOT, page);
    const englishLines = codeBlocks(readMarkdown(english)).map((block) => block.line);
    const ukrainianLines = codeBlocks(readMarkdown(ukrainian)).map((block) => block.line);
    let englishText = readFileSync(join(ROOT, english), 'utf8');
    let ukrainianText = readFileSync(join(ROOT, ukrainian), 'utf8');
    // From the bottom up, so that earlier line numbers stay valid.
    for (const result of failed.filter((candidate) => candidate.page === page).sort((a, b) => b.line - a.line)) {
      englishText = replaceBlock(englishText, result.line, result.actual!);
      const index = englishLines.indexOf(result.line);
      const ukrainianLine = ukrainianLines[index];
      if (ukrainianLine !== undefined) ukrainianText = replaceBlock(ukrainianText, ukrainianLine, result.actual!);
    }
    writeFileSync(join(ROOT, english), englishText);
    writeFileSync(join(ROOT, ukrainian), ukrainianText);
  }
  return failed.length;
}

