/**
 * Finds what MDX leaves behind when a component or syntax was not rendered: the Markdown twin of a page must hold
 * the text a reader sees, never source that only Docusaurus understands. Code is skipped: it may show anything.
 */
import {proseLinesOf} from '../../../scripts/lib/content';

export interface UnresolvedMdx {
  /** 1-based line in the Markdown. */
  line: number;
  reason: string;
}

const CHECKS: ReadonlyArray<{pattern: RegExp; reason: string}> = [
  {pattern: /^\s*(?:import|export)\s.*\bfrom\s+['"]/, reason: 'an MDX import or export'},
  {pattern: /\\?<\/?[A-Z][\w.]*(?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*\s*\/?>/, reason: 'a JSX element'},
  {pattern: /\{\/\*|\*\/\}/, reason: 'an MDX comment'},
  {pattern: /^\s*:::/, reason: 'an admonition fence (:::)'},
  {pattern: /^#{1,6}\s.*\\?\{#[\w-]+\\?\}\s*$/, reason: 'a heading id ({#id}) left in the heading'},
];

export function findUnresolvedMdx(markdown: string): UnresolvedMdx[] {
  const lines = markdown.split('\n');
  return proseLinesOf(lines).flatMap(({line, text}) =>
    CHECKS.filter(({pattern}) => pattern.test(text)).map(({reason}) => ({line, reason: `${reason}: ${lines[line - 1]!.trim().slice(0, 80)}`})),
  );
}
