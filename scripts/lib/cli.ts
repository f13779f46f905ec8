/** Validates a command tree (src/data/cli) and renders its reference pages, in English and Ukrainian. */
import type {CommandSpec, CommandTree, FlagSpec, LocalizedText} from '../../src/data/cli/types';

export type Language = keyof LocalizedText;
export const LANGUAGES: readonly Language[] = ['en', 'uk'];

const LABELS = {
  en: {
    synopsis: 'Synopsis',
    aliases: 'Aliases',
    examples: 'Examples',
    options: 'Options',
    inherited: 'Options inherited from parent commands',
    seeAlso: 'SEE ALSO',
    defaultValue: 'default',
    since: (release: string) => `added in Helm ${release}`,
    help: (command: string) => `Show help for ${command}.`,
    indexTitle: 'Helm Commands',
    indexLabel: 'Command reference',
    commands: 'Commands',
    command: 'Command',
    description: 'Description',
  },
  uk: {
    synopsis: 'Опис',
    aliases: 'Псевдоніми',
    examples: 'Приклади',
    options: 'Параметри',
    inherited: 'Параметри, успадковані від батьківських команд',
    seeAlso: 'Див. також',
    defaultValue: 'типове значення',
    since: (release: string) => `з'явився в Helm ${release}`,
    help: (command: string) => `Показати довідку до ${command}.`,
    indexTitle: 'Команди Helm',
    indexLabel: 'Довідник команд',
    commands: 'Команди',
    command: 'Команда',
    description: 'Опис',
  },
} as const;

export class CommandTreeError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The command tree has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export function commandName(command: Pick<CommandSpec, 'path'>): string {
  return ['helm', ...command.path].join(' ');
}

/** The page's file name without extension, as Helm's own doc generator names it: `helm_repo_add`. */
export function pageName(command: Pick<CommandSpec, 'path'>): string {
  return ['helm', ...command.path].join('_');
}

const key = (path: readonly string[]): string => path.join(' ');

export function findParent(tree: CommandTree, command: CommandSpec): CommandSpec | undefined {
  if (command.path.length === 0) {
    return undefined;
  }
  const parentKey = key(command.path.slice(0, -1));
  return tree.commands.find((candidate) => key(candidate.path) === parentKey);
}

export function children(tree: CommandTree, command: CommandSpec): CommandSpec[] {
  return tree.commands
    .filter((candidate) => candidate.path.length === command.path.length + 1 && key(candidate.path.slice(0, -1)) === key(command.path))
    .sort((a, b) => commandName(a).localeCompare(commandName(b)));
}

function ancestors(tree: CommandTree, command: CommandSpec): CommandSpec[] {
  const result: CommandSpec[] = [];
  for (let parent = findParent(tree, command); parent; parent = findParent(tree, parent)) {
    result.push(parent);
  }
  return result;
}

/** The automatic `-h, --help` flag every command has. */
function helpFlag(command: CommandSpec): FlagSpec {
  const name = `\`${commandName(command)}\``;
  return {name: 'help', shorthand: 'h', type: 'bool', description: {en: LABELS.en.help(name), uk: LABELS.uk.help(name)}};
}

/** Flags shown under Options: the command's own flags (persistent or not) and help, sorted as cobra sorts them. */
export function ownFlags(command: CommandSpec): FlagSpec[] {
  return [...(command.flags ?? []), ...(command.persistentFlags ?? []), helpFlag(command)].sort((a, b) => a.name.localeCompare(b.name));
}

/** Persistent flags of every ancestor that this command does not redefine, nearest ancestor winning. */
export function inheritedFlags(tree: CommandTree, command: CommandSpec): FlagSpec[] {
  const own = new Set(ownFlags(command).map((flag) => flag.name));
  const seen = new Map<string, FlagSpec>();
  for (const ancestor of ancestors(tree, command)) {
    for (const flag of ancestor.persistentFlags ?? []) {
      if (!own.has(flag.name) && !seen.has(flag.name)) {
        seen.set(flag.name, flag);
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function missingLanguages(text: LocalizedText | undefined): Language[] {
  if (!text) {
    return [];
  }
  return LANGUAGES.filter((language) => !text[language]?.trim());
}

/** Every problem of the tree, each naming its command; an empty list means the tree can be rendered. */
export function validateTree(tree: CommandTree): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, CommandSpec>();
  for (const command of tree.commands) {
    const name = commandName(command);
    if (byKey.has(key(command.path))) {
      problems.push(`${name}: defined twice`);
    }
    byKey.set(key(command.path), command);
  }
  if (!byKey.has('')) {
    problems.push('helm: the root command is missing');
  }
  for (const language of missingLanguages(tree.intro)) {
    problems.push(`${tree.source}: the index introduction has no ${language} text`);
  }
  for (const command of tree.commands) {
    const name = commandName(command);
    if (command.path.length > 0 && !findParent(tree, command)) {
      problems.push(`${name}: its parent command "helm ${command.path.slice(0, -1).join(' ')}" is missing`.replace('"helm "', '"helm"'));
    }
    if (!command.usage.startsWith(name)) {
      problems.push(`${name}: the usage line "${command.usage}" does not start with the command name`);
    }
    for (const language of missingLanguages(command.short)) {
      problems.push(`${name}: the short description has no ${language} text`);
    }
    for (const language of missingLanguages(command.long)) {
      problems.push(`${name}: the long description has no ${language} text`);
    }
    const declared = [...(command.flags ?? []), ...(command.persistentFlags ?? [])];
    const names = new Set<string>();
    const shorthands = new Set<string>();
    for (const flag of declared) {
      if (flag.name === 'help') {
        problems.push(`${name}: --help is added automatically and must not be declared`);
      }
      if (names.has(flag.name)) {
        problems.push(`${name}: flag --${flag.name} is defined twice`);
      }
      names.add(flag.name);
      if (flag.shorthand) {
        if (shorthands.has(flag.shorthand) || flag.shorthand === 'h') {
          problems.push(`${name}: shorthand -${flag.shorthand} is used twice`);
        }
        shorthands.add(flag.shorthand);
      }
      for (const language of missingLanguages(flag.description)) {
        problems.push(`${name}: flag --${flag.name} has no ${language} description`);
      }
    }
    const inheritable = new Map<string, FlagSpec>();
    for (const ancestor of ancestors(tree, command)) {
      for (const flag of ancestor.persistentFlags ?? []) {
        inheritable.set(flag.name, flag);
      }
    }
    for (const flag of declared) {
      const inherited = inheritable.get(flag.name);
      if (inherited && !flag.shadowsInherited) {
        problems.push(`${name}: flag --${flag.name} shadows the inherited --${flag.name}; set shadowsInherited if that is intended`);
      }
      if (!inherited && flag.shadowsInherited) {
        problems.push(`${name}: flag --${flag.name} is marked shadowsInherited but no parent defines it`);
      }
      const clash = [...inheritable.values()].find((other) => other.shorthand && other.shorthand === flag.shorthand && other.name !== flag.name);
      if (clash) {
        problems.push(`${name}: shorthand -${flag.shorthand} of --${flag.name} clashes with the inherited --${clash.name}`);
      }
    }
  }
  return problems;
}

/** Plain text from the data, made safe for MDX: braces and angle brackets are escaped outside code spans. */
export function escapeText(text: string): string {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 0 ? part.replace(/[{}<>]/g, (character) => `\\${character}`) : part))
    .join('`');
}

/** The anchor of a flag, so that other pages can link to `helm_install#--create-namespace`. */
export function flagAnchor(flag: FlagSpec): string {
  return `--${flag.name}`;
}

/** The value type as `helm <cmd> --help` prints it: `string`, or `string[="client"]` for a flag with a no-value default. */
export function flagTypeLabel(flag: FlagSpec): string {
  return flag.noOptDefault === undefined ? flag.type : `${flag.type}[=${JSON.stringify(flag.noOptDefault)}]`;
}

function renderFlag(flag: FlagSpec, language: Language): string {
  const names = flag.shorthand ? `\`-${flag.shorthand}\`, \`--${flag.name}\`` : `\`--${flag.name}\``;
  const details = [
    `\`${flagTypeLabel(flag)}\``,
    ...(flag.default === undefined ? [] : [`${LABELS[language].defaultValue} \`${flag.default}\``]),
    ...(flag.since === undefined ? [] : [LABELS[language].since(flag.since)]),
  ].join(', ');
  return `### ${names} {#${flagAnchor(flag)}}\n\n${details}\n\n${escapeText(flag.description[language])}\n`;
}

const GENERATED_NOTE = (tree: CommandTree): string =>
  `{/* Generated by "npm run generate:cli" from ${tree.source}/. Do not edit this file: change the data there and regenerate. */}`;

function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(([field, value]) => `${field}: ${typeof value === 'number' ? value : JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---`;
}

function linkTo(command: CommandSpec): string {
  return `[${commandName(command)}](helm/${pageName(command)}.md)`;
}

export function renderCommandPage(tree: CommandTree, command: CommandSpec, language: Language, position: number): string {
  const labels = LABELS[language];
  const name = commandName(command);
  const sections: string[] = [];
  sections.push(
    frontMatter({
      title: name,
      description: command.short[language],
      sidebar_label: name,
      sidebar_position: position,
      toc_max_heading_level: 2,
      // Docusaurus would take `helm/helm.md` for the category index (a file named like its folder).
      ...(command.path.length === 0 ? {slug: '/helm/helm'} : {}),
    }),
  );
  sections.push(`${GENERATED_NOTE(tree)}\n\n${escapeText(command.short[language])}`);
  const synopsis = [`## ${labels.synopsis} {#synopsis}`];
  if (command.long) {
    synopsis.push(command.long[language].trim());
  }
  synopsis.push('```bash\n' + command.usage + '\n```');
  if (command.aliases?.length) {
    synopsis.push(`${labels.aliases}: ${command.aliases.map((alias) => `\`${alias}\``).join(', ')}`);
  }
  sections.push(synopsis.join('\n\n'));
  if (command.examples) {
    sections.push(`## ${labels.examples} {#examples}\n\n\`\`\`bash\n${command.examples.trim()}\n\`\`\``);
  }
  sections.push(`## ${labels.options} {#options}\n\n${ownFlags(command).map((flag) => renderFlag(flag, language)).join('\n')}`.trimEnd());
  const inherited = inheritedFlags(tree, command);
  if (inherited.length > 0) {
    sections.push(
      `## ${labels.inherited} {#options-inherited-from-parent-commands}\n\n${inherited.map((flag) => renderFlag(flag, language)).join('\n')}`.trimEnd(),
    );
  }
  const parent = findParent(tree, command);
  const related = [...(parent ? [parent] : []), ...children(tree, command)];
  if (related.length > 0) {
    sections.push(
      `## ${labels.seeAlso} {#see-also}\n\n${related.map((other) => `- ${linkTo(other)} — ${escapeText(other.short[language])}`).join('\n')}`,
    );
  }
  return `${sections.join('\n\n')}\n`;
}

/** Commands in reference order: the root, then alphabetically by full name. */
export function orderedCommands(tree: CommandTree): CommandSpec[] {
  return [...tree.commands].sort((a, b) => (a.path.length === 0 ? -1 : b.path.length === 0 ? 1 : commandName(a).localeCompare(commandName(b))));
}

export function renderIndexPage(tree: CommandTree, language: Language): string {
  const labels = LABELS[language];
  const rows = orderedCommands(tree).map((command) => `| ${linkTo(command)} | ${escapeText(command.short[language]).replace(/\|/g, '\\|')} |`);
  return [
    frontMatter({title: labels.indexTitle, description: `${tree.release}: ${labels.commands.toLowerCase()}`, sidebar_label: labels.indexLabel, sidebar_position: 0}),
    GENERATED_NOTE(tree),
    tree.intro[language].trim(),
    `## ${labels.commands} {#commands}\n\n| ${labels.command} | ${labels.description} |\n|---|---|\n${rows.join('\n')}`,
  ].join('\n\n') + '\n';
}

/** Every file the generator writes for a tree, by path relative to the repository root. */
export function renderTree(tree: CommandTree): Map<string, string> {
  const problems = validateTree(tree);
  if (problems.length > 0) {
    throw new CommandTreeError(problems);
  }
  const files = new Map<string, string>();
  files.set(
    `${tree.output.en}/_category_.json`,
    `${JSON.stringify({label: LABELS.en.indexLabel, position: tree.position, link: {type: 'doc', id: 'helm/index'}}, null, 2)}\n`,
  );
  for (const language of LANGUAGES) {
    files.set(`${tree.output[language]}/index.mdx`, renderIndexPage(tree, language));
    orderedCommands(tree).forEach((command, index) => {
      files.set(`${tree.output[language]}/${pageName(command)}.md`, renderCommandPage(tree, command, language, index + 1));
    });
  }
  return files;
}
