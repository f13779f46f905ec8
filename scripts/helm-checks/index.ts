/**
 * `npm run test:helm`: checks the Helm 3 docs against a real Helm binary (see binary.ts): the command reference
 * against `helm <command> --help` (help.ts), and the pages' chart examples and function list (examples.ts,
 * functions.ts). Prints one line per failure, a table per page, and the closing line `N passed, N failed`.
 * `npm run examples:update` (`--update`) writes what Helm printed into the output blocks that differ, in English
 * and Ukrainian, then checks again.
 */
import {helm3} from '../../src/data/cli/helm3';
import {ensureHelm, helmVersion} from './binary';
import {checkExamples, type ExampleResult, updateOutputs} from './examples';
import {compareCommand, helpOf, parseHelp} from './help';

interface Failure {
  where: string;
  problem: string;
}

function checkCommandReference(binary: string, release: string): {passed: number; failures: Failure[]} {
  const allowed: string[] = [];
  const failures: Failure[] = [];
  for (const command of helm3.commands) {
    const {differences, newerThanBinary} = compareCommand(helm3, command, parseHelp(helpOf(binary, command.path)), release);
    allowed.push(...newerThanBinary.map(({command: name, what}) => `${name}: ${what}`));
    failures.push(...differences.map(({command: name, what}) => ({where: `--help of ${name}`, problem: what})));
  }
  const failedCommands = new Set(failures.map((failure) => failure.where)).size;
  console.log(`Command reference: ${helm3.commands.length} commands compared with \`helm <command> --help\` of ${release}.`);
  console.log(`Allowed differences, because the docs describe 3.19 and the binary is ${release}:`);
  for (const line of allowed) console.log(`  ${line}`);
  return {passed: helm3.commands.length - failedCommands, failures};
}

const CHECKED = new Set(['passed', 'rendered']);

function printExampleTable(results: readonly ExampleResult[]): void {
  const pages = [...new Set(results.map((result) => result.page))];
  const count = (page: string, test: (result: ExampleResult) => boolean): number =>
    results.filter((result) => result.page === page && test(result)).length;
  console.log('\nExamples per page: checked / failed / not checkable offline (cluster, network) / illustrative');
  for (const page of pages) {
    const checked = count(page, (result) => CHECKED.has(result.outcome));
    const failed = count(page, (result) => result.outcome === 'failed');
    const cluster = count(page, (result) => result.outcome === 'cluster');
    const network = count(page, (result) => result.outcome === 'network');
    const other = count(page, (result) => result.outcome === 'unchecked');
    console.log(`  ${page.padEnd(52)} ${String(checked).padStart(4)} ${String(failed).padStart(3)} ${String(cluster + network).padStart(4)} (${cluster}, ${network}) ${String(other).padStart(4)}`);
  }
}

function main(): void {
  const binary = ensureHelm();
  const release = helmVersion(binary);
  const update = process.argv.includes('--update');

  const reference = checkCommandReference(binary, release);
  let examples = checkExamples(binary, release);
  if (update) {
    const written = updateOutputs(examples);
    console.log(`\nWrote Helm's output into ${written} output block(s), in English and Ukrainian.`);
    examples = checkExamples(binary, release);
  }
  printExampleTable(examples);

  const failures: Failure[] = [
    ...reference.failures,
    ...examples.filter((result) => result.outcome === 'failed').map((result) => ({where: `${result.page}:${result.line}`, problem: result.problem ?? ''})),
  ];
  for (const failure of failures) console.log(`FAIL ${failure.where}: ${failure.problem}`);

  const passedExamples = examples.filter((result) => CHECKED.has(result.outcome)).length;
  const failedExamples = examples.filter((result) => result.outcome === 'failed').length;
  const offline = examples.filter((result) => result.outcome === 'cluster' || result.outcome === 'network');
  const illustrative = examples.filter((result) => result.outcome === 'unchecked').length;
  console.log(
    `\nNot checkable offline: ${offline.length} (need a cluster: ${offline.filter((result) => result.outcome === 'cluster').length}, ` +
      `need the internet: ${offline.filter((result) => result.outcome === 'network').length}); illustrative blocks not run: ${illustrative}.`,
  );
  if (failedExamples > 0) console.log('Run `npm run examples:update` to write what Helm prints into the pages, then review the diff.');
  console.log(`${reference.passed + passedExamples} passed, ${helm3.commands.length - reference.passed + failedExamples} failed`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main();
