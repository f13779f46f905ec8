/** The address of a page's Markdown twin: its URL without the trailing slash, plus `.md` (src/plugins/markdownTwins). */
export function markdownTwinPath(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}.md`;
}
