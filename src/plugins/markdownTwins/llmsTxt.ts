/**
 * The `llms.txt` index of a locale, in the format of https://llmstxt.org: the site's name as the only H1, a one-line
 * summary as a quote, free text, then H2 sections that list links with one-line notes. A section named "Optional"
 * holds what an assistant may skip when its context is short.
 */
export interface IndexEntry {
  title: string;
  url: string;
  description?: string;
}

export interface IndexSection {
  heading: string;
  entries: readonly IndexEntry[];
}

export interface LlmsIndex {
  title: string;
  summary: string;
  details: string;
  /** Listed under the details: the home page and the `llms-full.txt` of each version. */
  files: readonly IndexEntry[];
  sections: readonly IndexSection[];
  optional: readonly IndexEntry[];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function entryLine({title, url, description}: IndexEntry): string {
  const label = oneLine(title).replace(/[[\]\\]/g, '\\$&');
  const note = description ? `: ${oneLine(description)}` : '';
  return `- [${label}](${url})${note}`;
}

export function llmsTxt(index: LlmsIndex): string {
  const sections = [...index.sections, ...(index.optional.length > 0 ? [{heading: 'Optional', entries: index.optional}] : [])];
  return [
    `# ${index.title}`,
    `> ${oneLine(index.summary)}`,
    oneLine(index.details),
    index.files.map(entryLine).join('\n'),
    ...sections.filter((section) => section.entries.length > 0).map((section) => `## ${oneLine(section.heading)}\n\n${section.entries.map(entryLine).join('\n')}`),
  ]
    .filter((part) => part !== '')
    .join('\n\n')
    .concat('\n');
}

/** Every page's Markdown of one docs version in reading order, as one file. */
export function llmsFullTxt(pages: readonly string[]): string {
  return pages.map((page) => page.trimEnd()).join('\n\n---\n\n').concat('\n');
}
