/**
 * The command reference as typed data: one tree per Helm major version (src/data/cli/helm3, helm2). Names,
 * types, defaults and usage lines are written once; descriptions exist in English and Ukrainian side by side.
 * `npm run generate:cli` renders every page of /docs/helm and /docs/v2/helm from these trees.
 */

/** A text in both languages of the reference. */
export interface LocalizedText {
  en: string;
  uk: string;
}

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
  description: LocalizedText;
  /** Set when a command deliberately redefines a flag it would otherwise inherit. */
  shadowsInherited?: boolean;
}

export interface CommandSpec {
  /** Words after `helm`; the root command is `[]`. */
  path: readonly string[];
  aliases?: readonly string[];
  /** The usage line: `helm install [NAME] [CHART] [flags]`. */
  usage: string;
  short: LocalizedText;
  /** Longer prose for the Synopsis; Markdown, paragraphs separated by blank lines. */
  long?: LocalizedText;
  /** Example commands, shown in a bash block (identical in both languages). */
  examples?: string;
  /** Flags defined on this command; `persistent` ones are inherited by its subcommands. */
  flags?: readonly FlagSpec[];
  persistentFlags?: readonly FlagSpec[];
}

export interface CommandTree {
  /** Major version label used in messages: `Helm 3.19`. */
  release: string;
  /** Where the pages go, relative to the repository root, per language. */
  output: {en: string; uk: string};
  /** The data module folder, for edit links and messages: `src/data/cli/helm3`. */
  source: string;
  /** Introduction of the category index page. */
  intro: LocalizedText;
  /** Sidebar position of the command reference category. */
  position: number;
  commands: readonly CommandSpec[];
}
