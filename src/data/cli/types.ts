/**
 * The command reference as typed data: one tree per Helm major version (src/data/cli/helm3, helm2). Names,
 * types, defaults, usage lines and the English texts are written here; every other language's texts are data in
 * `i18n/<locale>/helm-cli/`, keyed by command and flag name. `npm run generate:cli` renders every page of
 * /docs/helm and /docs/v2/helm from both.
 */

/** The value types Helm's flags use, as `helm <cmd> --help` prints them. */
export type FlagType =
  | 'bool'
  | 'string'
  | 'stringArray'
  | 'stringSlice'
  | 'strings'
  | 'int'
  | 'int32'
  | 'int64'
  | 'uint'
  | 'uint32'
  | 'float32'
  | 'duration'
  /** Helm's own flag values: output formats, label maps and post-renderers. */
  | 'format'
  | 'stringToString'
  | 'postRendererString'
  | 'postRendererArgsSlice'
  /** Helm 2's `-f, --values`. */
  | 'valueFiles'
  /** Helm 2's `helm init --output`. */
  | 'OutputFormat';

export interface FlagSpec {
  /** Long name without dashes: `create-namespace`. */
  name: string;
  /** One-letter shorthand without dash: `n`. */
  shorthand?: string;
  type: FlagType;
  /** The default exactly as `--help` shows it (`5m0s`, `"auto"`, `100`); omitted when help shows none. */
  default?: string;
  /** The value a flag takes when given without one, which help shows as `string[="client"]`. */
  noOptDefault?: string;
  /** The Helm release that added the flag, when newer than the first release of the tree (`3.19.1`). */
  since?: string;
  description: string;
  /** Set when a command deliberately redefines a flag it would otherwise inherit. */
  shadowsInherited?: boolean;
}

export interface CommandSpec {
  /** Words after `helm`; the root command is `[]`. */
  path: readonly string[];
  aliases?: readonly string[];
  /** The usage line: `helm install [NAME] [CHART] [flags]`. */
  usage: string;
  short: string;
  /** Longer prose for the Synopsis; Markdown, paragraphs separated by blank lines. */
  long?: string;
  /** Example commands, shown in a bash block (identical in every language). */
  examples?: string;
  /** Flags defined on this command; `persistent` ones are inherited by its subcommands. */
  flags?: readonly FlagSpec[];
  persistentFlags?: readonly FlagSpec[];
}

export interface CommandTree {
  /** Major version label used in messages: `Helm 3.19`. */
  release: string;
  /** The docs version the pages belong to (`version-3`): English pages go to `versioned_docs/<version>/helm`. */
  docsVersion: string;
  /** The file name of this tree's catalog in every locale: `i18n/<locale>/helm-cli/<catalog>.json`. */
  catalog: string;
  /** The data module folder, for edit links and messages: `src/data/cli/helm3`. */
  source: string;
  /** Introduction of the category index page. */
  intro: string;
  /** Sidebar position of the command reference category. */
  position: number;
  commands: readonly CommandSpec[];
}
