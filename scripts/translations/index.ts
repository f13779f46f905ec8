/**
 * Translation status and tracking:
 *   npm run translations                      a table per locale: translated, outdated and missing pages per part
 *                                             of the site, and the English words still to translate
 *   npm run translations -- --locale de       the same for one locale, with every file that is not translated
 *   npm run translations -- --mark <files>    record that translated pages or catalogs match the current English
 *   npm run translations -- --prepare de      add the command reference strings de still has to translate to its
 *                                             catalogs in i18n/de/helm-cli/, each with its English
 * Exits non-zero only when tracking data is malformed (or a file given to --mark is not a translation).
 */
import {LOCALES, LOCALE_LABELS, type Locale} from '../../src/data/locales';
import {CatalogError} from './cliCatalog';
import {mark, MarkError, prepareCatalogs} from './mark';
import {translationStatus, type LocaleStatus} from './status';

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const index = args.indexOf(flag);
  return index === -1 ? undefined : args[index + 1];
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function checkLocale(locale: string | undefined): Locale {
  if (!locale || locale === 'en' || !(LOCALES as readonly string[]).includes(locale)) {
    fail(`Unknown locale "${locale ?? ''}": one of ${LOCALES.filter((candidate) => candidate !== 'en').join(', ')}`);
  }
  return locale as Locale;
}

const number = (value: number): string => value.toLocaleString('en-US');

function table(status: LocaleStatus, listFiles: boolean): string {
  const header = ['Part', 'Translated', 'Outdated', 'Missing', 'Words to translate'];
  const rows = status.parts.map((part) => [part.name, number(part.translated), number(part.outdated), number(part.missing), number(part.words)]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`;
  const lines = [`${status.locale}: ${LOCALE_LABELS[status.locale as Locale]}`, line(header), ...rows.map(line)];
  if (listFiles) {
    for (const part of status.parts) {
      const open = part.items.filter((item) => item.state !== 'translated');
      if (open.length === 0) continue;
      lines.push('', `  ${part.name}:`);
      for (const item of open) {
        lines.push(`    ${item.state.padEnd(8)} ${item.file} (${number(item.words)} words)${item.note ? `: ${item.note}` : ''}`);
      }
    }
  }
  return lines.join('\n');
}

function main(): void {
  try {
    const toMark = valueOf('--mark') === undefined ? undefined : args.slice(args.indexOf('--mark') + 1).filter((arg) => !arg.startsWith('--'));
    if (toMark) {
      if (toMark.length === 0) fail('--mark needs the translated files: npm run translations -- --mark i18n/de/docusaurus-plugin-content-docs/version-3/intro/install.md');
      console.log(mark(toMark).join('\n'));
      if (toMark.some((file) => file.endsWith('.json'))) console.log('Now run "npm run generate:cli" to write the translated command pages.');
      return;
    }
    if (args.includes('--prepare')) {
      const report = prepareCatalogs(checkLocale(valueOf('--prepare')));
      console.log(report.length === 0 ? 'Every command reference string is translated and current.' : report.join('\n'));
      return;
    }
    const locale = args.includes('--locale') ? checkLocale(valueOf('--locale')) : undefined;
    const report = translationStatus(locale ? [locale] : undefined);
    console.log(report.locales.map((status) => table(status, locale !== undefined)).join('\n\n'));
    if (report.problems.length > 0) {
      fail(`\nMalformed translation tracking data:\n${report.problems.map((problem) => `  ${problem}`).join('\n')}`);
    }
  } catch (error) {
    if (error instanceof CatalogError || error instanceof MarkError) fail(error.message);
    throw error;
  }
}

main();
