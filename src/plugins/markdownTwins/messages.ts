/**
 * The sentences of `llms.txt`, in English; each locale's translation is `i18n/<locale>/markdown-twins/llms.json`
 * (`npm run write-translations` adds new keys). The page twins need none: they hold the page's own text.
 */
export const LLMS_MESSAGES = {
  summary: {
    message: 'Helm is the package manager for Kubernetes. This index lists its documentation and blog, every page as Markdown.',
    description: 'The one-line summary at the top of llms.txt',
  },
  details: {
    message:
      'Each link leads to the Markdown version of a page of this site: the text, tables and code a reader sees on the page, with links to the site pages. The files below hold every page of one Helm version; the Optional section lists the blog posts.',
    description: 'The paragraph under the summary of llms.txt; in a translation, also say that pages not yet translated are in English and say so at their top',
  },
  fullText: {message: 'Every page of Helm {version} in one file', description: 'A link to llms-full.txt of one docs version; {version} is like 3.19.0'},
  versionHeading: {message: 'Helm {version}', description: 'The heading of the pages of a docs version that belong to no section'},
  sectionHeading: {message: 'Helm {version}: {section}', description: 'The heading of one docs section of a version in llms.txt; {section} is its sidebar label'},
} as const;

export type LlmsMessageKey = keyof typeof LLMS_MESSAGES;
export type LlmsMessages = Record<LlmsMessageKey, string>;

/** The translation file's path below `i18n/<locale>/markdown-twins/`, without `.json`. */
export const LLMS_TRANSLATION_FILE = 'llms';

export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
