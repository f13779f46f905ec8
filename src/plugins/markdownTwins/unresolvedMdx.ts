/**
 * Finds what MDX leaves behind when a component or syntax was not rendered: the Markdown twin of a page must hold
 * the text a reader sees, never source that only Docusaurus understands. Code is skipped: it may show anything.
 */
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

/** Inline code spans, whatever their number of backticks, replaced by nothing. */
function withoutInlineCode(line: string): string {
  return line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '');
}

export function findUnresolvedMdx(markdown: string): UnresolvedMdx[] {
  const found: UnresolvedMdx[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    const prose = withoutInlineCode(text);
    for (const {pattern, reason} of CHECKS) {
      if (pattern.test(prose)) found.push({line: index + 1, reason: `${reason}: ${text.trim().slice(0, 80)}`});
    }
  });
  return found;
}
