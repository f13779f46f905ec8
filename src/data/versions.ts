/** The docs versions: one typed source for the config, the per-locale version labels and the tests. */
export interface DocsVersion {
  /** Docusaurus version name (`current` is the `docs/` folder). */
  name: 'current' | '3' | '2';
  label: string;
  /** URL segment after `/docs`; empty for the default version. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
}

export const DOCS_VERSIONS: readonly DocsVersion[] = [
  {name: 'current', label: '4.0.0-beta.2 🚧', path: 'next', banner: 'unreleased'},
  {name: '3', label: '3.19.0', path: '', banner: 'none'},
  {name: '2', label: '2.17.0', path: 'v2', banner: 'unmaintained'},
];

/** The version served at `/docs` and preselected for new readers. */
export const LAST_VERSION = '3';
