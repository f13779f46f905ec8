/**
 * Validates a command tree (src/data/cli) and renders its reference pages: in English from the tree, and in any
 * other locale from that locale's catalogs (scripts/translations/cliCatalog.ts), page by page.
 */
import type {CommandSpec, CommandTree, FlagSpec} from '../../src/data/cli/types';
import {
  ENGLISH_LABELS,
  currentText,
  declaredFlags,
  flagSlot,
  introSlot,
  labelSlots,
  longSlot,
  shortSlot,
  slotId,
  type Catalog,
  type LabelKey,
  type Slot,
} from '../translations/cliCatalog';

/** The texts a page is rendered with: English from the tree, or a locale's translations. */
export interface Texts {
  label(key: LabelKey): string;
  intro(tree: CommandTree): string;
  short(command: CommandSpec): string;
  long(command: CommandSpec): string | undefined;
  /** The description of a flag, looked up under the command that declares it. */
  flag(owner: CommandSpec, flag: FlagSpec): string;
}

export const ENGLISH: Texts = {
  label: (key) => ENGLISH_LABELS[key],
  intro: (tree) => tree.intro,
  short: (command) => command.short,
  long: (command) => command.long,
  flag: (_owner, flag) => flag.description,
};

/**
 * A locale's texts from its catalogs. A string that is missing or outdated is recorded in `misses` and rendered
 * in English, so that the caller can drop a page that would mix languages.
 */
export function catalogTexts(labels: Catalog | undefined, catalog: Catalog | undefined): Texts & {misses: Set<string>} {
  const misses = new Set<string>();
  const resolve = (from: Catalog | undefined, slot: Slot): string => {
    const text = currentText(from, slot);
    if (text === undefined) misses.add(slotId(slot.path));
    return text ?? slot.english;
  };
  return {
    misses,
    label: (key) => resolve(labels, labelSlots().find((slot) => slot.path[0] === key)!),
    intro: (tree) => resolve(catalog, introSlot(tree)),
    short: (command) => resolve(catalog, shortSlot(command)),
    long: (command) => (command.long === undefined ? undefined : resolve(catalog, longSlot({...command, long: command.long}))),
    flag: (owner, flag) => resolve(catalog, flagSlot(owner, flag)),
  };
}

/** A label with its `{name}` placeholders filled in. */
export function fillLabel(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

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

/** The automatic `-h, --help` flag every command has; its description is a label. */
function helpFlag(command: CommandSpec): FlagSpec {
  return {name: 'help', shorthand: 'h', type: 'bool', description: fillLabel(ENGLISH_LABELS.help, {command: `\`${commandName(command)}\``})};
}

/** Flags shown under Options: the command's own flags (persistent or not) and help, sorted as cobra sorts them. */
export function ownFlags(command: CommandSpec): FlagSpec[] {
  return [...declaredFlags(command), helpFlag(command)].sort((a, b) => a.name.localeCompare(b.name));
}

/** Persistent flags of every ancestor that this command does not redefine, nearest ancestor winning, with that ancestor. */
export function inheritedFlagOwners(tree: CommandTree, command: CommandSpec): {flag: FlagSpec; owner: CommandSpec}[] {
  const own = new Set(ownFlags(command).map((flag) => flag.name));
  const seen = new Map<string, {flag: FlagSpec; owner: CommandSpec}>();
  for (const ancestor of ancestors(tree, command)) {
    for (const flag of ancestor.persistentFlags ?? []) {
      if (!own.has(flag.name) && !seen.has(flag.name)) {
        seen.set(flag.name, {flag, owner: ancestor});
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.flag.name.localeCompare(b.flag.name));
}

export function inheritedFlags(tree: CommandTree, command: CommandSpec): FlagSpec[] {
  return inheritedFlagOwners(tree, command).map(({flag}) => flag);
}

const blank = (text: string | undefined): boolean => text !== undefined && text.trim() === '';

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
  if (blank(tree.intro)) {
    problems.push(`${tree.source}: the index introduction is empty`);
  }
  for (const command of tree.commands) {
    const name = commandName(command);
    if (command.path.length > 0 && !findParent(tree, command)) {
      problems.push(`${name}: its parent command "helm ${command.path.slice(0, -1).join(' ')}" is missing`.replace('"helm "', '"helm"'));
    }
    if (!command.usage.startsWith(name)) {
      problems.push(`${name}: the usage line "${command.usage}" does not start with the command name`);
    }
    if (blank(command.short)) {
      problems.push(`${name}: the short description is empty`);
    }
    if (blank(command.long)) {
      problems.push(`${name}: the long description is empty`);
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
      if (blank(flag.description)) {
        problems.push(`${name}: flag --${flag.name} has an empty description`);
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

function renderFlag(flag: FlagSpec, description: string, texts: Texts): string {
  const names = flag.shorthand ? `\`-${flag.shorthand}\`, \`--${flag.name}\`` : `\`--${flag.name}\``;
  const details = [
    `\`${flagTypeLabel(flag)}\``,
    ...(flag.default === undefined ? [] : [fillLabel(texts.label('defaultValue'), {value: `\`${flag.default}\``})]),
    ...(flag.since === undefined ? [] : [fillLabel(texts.label('since'), {release: flag.since})]),
  ].join(texts.label('listSeparator'));
  return `### ${names} {#${flagAnchor(flag)}}\n\n${details}\n\n${escapeText(description)}\n`;
}

/** A command's own flags under Options; help is described by its label. */
function renderOwnFlag(command: CommandSpec, flag: FlagSpec, texts: Texts): string {
  const description =
    flag.name === 'help'
      ? fillLabel(texts.label('help'), {command: `\`${commandName(command)}\``})
      : texts.flag(command, flag);
  return renderFlag(flag, description, texts);
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

export function renderCommandPage(tree: CommandTree, command: CommandSpec, texts: Texts, position: number): string {
  const name = commandName(command);
  const sections: string[] = [];
  sections.push(
    frontMatter({
      title: name,
      description: texts.short(command),
      sidebar_label: name,
      sidebar_position: position,
      toc_max_heading_level: 2,
      // Docusaurus would take `helm/helm.md` for the category index (a file named like its folder).
      ...(command.path.length === 0 ? {slug: '/helm/helm'} : {}),
    }),
  );
  sections.push(`${GENERATED_NOTE(tree)}\n\n${escapeText(texts.short(command))}`);
  const synopsis = [`## ${texts.label('synopsis')} {#synopsis}`];
  const long = texts.long(command);
  if (long !== undefined) {
    synopsis.push(long.trim());
  }
  synopsis.push('```bash\n' + command.usage + '\n```');
  if (command.aliases?.length) {
    const aliases = command.aliases.map((alias) => `\`${alias}\``).join(texts.label('listSeparator'));
    synopsis.push(`${texts.label('aliases')}${texts.label('labelSeparator')}${aliases}`);
  }
  sections.push(synopsis.join('\n\n'));
  if (command.examples) {
    sections.push(`## ${texts.label('examples')} {#examples}\n\n\`\`\`bash\n${command.examples.trim()}\n\`\`\``);
  }
  sections.push(`## ${texts.label('options')} {#options}\n\n${ownFlags(command).map((flag) => renderOwnFlag(command, flag, texts)).join('\n')}`.trimEnd());
  const inherited = inheritedFlagOwners(tree, command);
  if (inherited.length > 0) {
    sections.push(
      `## ${texts.label('inherited')} {#options-inherited-from-parent-commands}\n\n${inherited.map(({flag, owner}) => renderFlag(flag, texts.flag(owner, flag), texts)).join('\n')}`.trimEnd(),
    );
  }
  const parent = findParent(tree, command);
  const related = [...(parent ? [parent] : []), ...children(tree, command)];
  if (related.length > 0) {
    sections.push(
      `## ${texts.label('seeAlso')} {#see-also}\n\n${related.map((other) => `- ${linkTo(other)} — ${escapeText(texts.short(other))}`).join('\n')}`,
    );
  }
  return `${sections.join('\n\n')}\n`;
}

/** Commands in reference order: the root, then alphabetically by full name. */
export function orderedCommands(tree: CommandTree): CommandSpec[] {
  return [...tree.commands].sort((a, b) => (a.path.length === 0 ? -1 : b.path.length === 0 ? 1 : commandName(a).localeCompare(commandName(b))));
}

export function renderIndexPage(tree: CommandTree, texts: Texts): string {
  const rows = orderedCommands(tree).map((command) => `| ${linkTo(command)} | ${escapeText(texts.short(command)).replace(/\|/g, '\\|')} |`);
  return [
    frontMatter({
      title: texts.label('indexTitle'),
      description: fillLabel(texts.label('indexDescription'), {release: tree.release}),
      sidebar_label: texts.label('indexLabel'),
      sidebar_position: 0,
    }),
    GENERATED_NOTE(tree),
    texts.intro(tree).trim(),
    `## ${texts.label('commands')} {#commands}\n\n| ${texts.label('command')} | ${texts.label('description')} |\n|---|---|\n${rows.join('\n')}`,
  ].join('\n\n') + '\n';
}

/** Where a tree's pages go: the English docs version, or its translation in a locale. */
export function outputFolder(tree: CommandTree, locale: string): string {
  return locale === 'en' ? `versioned_docs/${tree.docsVersion}/helm` : `i18n/${locale}/docusaurus-plugin-content-docs/${tree.docsVersion}/helm`;
}

function checkedTree(tree: CommandTree): void {
  const problems = validateTree(tree);
  if (problems.length > 0) {
    throw new CommandTreeError(problems);
  }
}

/** Every English file the generator writes for a tree, by path relative to the repository root. */
export function renderTree(tree: CommandTree): Map<string, string> {
  checkedTree(tree);
  const folder = outputFolder(tree, 'en');
  const files = new Map<string, string>();
  files.set(
    `${folder}/_category_.json`,
    `${JSON.stringify({label: ENGLISH_LABELS.indexLabel, position: tree.position, link: {type: 'doc', id: 'helm/index'}}, null, 2)}\n`,
  );
  files.set(`${folder}/index.mdx`, renderIndexPage(tree, ENGLISH));
  orderedCommands(tree).forEach((command, index) => {
    files.set(`${folder}/${pageName(command)}.md`, renderCommandPage(tree, command, ENGLISH, index + 1));
  });
  return files;
}

export interface LocalizedTree {
  /** The pages whose every string is translated and current. */
  files: Map<string, string>;
  /** The pages left to fall back to English, with the first strings that kept each from being written. */
  skipped: Map<string, string[]>;
}

/**
 * A locale's pages of a tree from its catalogs. A page is written only when every string it shows (labels,
 * descriptions of its own and inherited flags, the short descriptions of related commands) is translated and
 * current; any other page falls back to the English one, so no page mixes languages.
 */
export function renderLocalizedTree(tree: CommandTree, locale: string, labels: Catalog | undefined, catalog: Catalog | undefined): LocalizedTree {
  checkedTree(tree);
  const folder = outputFolder(tree, locale);
  const files = new Map<string, string>();
  const skipped = new Map<string, string[]>();
  const attempt = (file: string, render: (texts: Texts) => string) => {
    const texts = catalogTexts(labels, catalog);
    const content = render(texts);
    if (texts.misses.size === 0) files.set(file, content);
    else skipped.set(file, [...texts.misses]);
  };
  attempt(`${folder}/index.mdx`, (texts) => renderIndexPage(tree, texts));
  orderedCommands(tree).forEach((command, index) => {
    attempt(`${folder}/${pageName(command)}.md`, (texts) => renderCommandPage(tree, command, texts, index + 1));
  });
  return {files, skipped};
}
