/**
 * `npm run test:helm`: checks the Helm 3 docs against a real Helm binary (see binary.ts) and prints one line per
 * failure, then the closing line `N passed, N failed`. Today it checks the command reference against `--help`.
 */
import {helm3} from '../../src/data/cli/helm3';
import {ensureHelm, helmVersion} from './binary';
import {compareCommand, helpOf, parseHelp} from './help';

interface CheckResult {
  name: string;
  problems: string[];
}

function checkCommandReference(binary: string, release: string): CheckResult[] {
  const allowed: string[] = [];
  const results = helm3.commands.map((command) => {
    const {differences, newerThanBinary} = compareCommand(helm3, command, parseHelp(helpOf(binary, command.path)), release);
    allowed.push(...newerThanBinary.map(({command: name, what}) => `${name}: ${what}`));
    return {name: `--help of ${['helm', ...command.path].join(' ')}`, problems: differences.map(({what}) => what)};
  });
  console.log(`Command reference: ${results.length} commands compared with helm ${release} --help.`);
  console.log(`Allowed, because the data's release (3.19) is newer than the binary's (${release}):`);
  for (const line of allowed) console.log(`  ${line}`);
  return results;
}

function main(): void {
  const binary = ensureHelm();
  const release = helmVersion(binary);
  const results = checkCommandReference(binary, release);
  const failed = results.filter((result) => result.problems.length > 0);
  for (const result of failed) {
    console.log(`FAIL ${result.name}`);
    for (const problem of result.problems) console.log(`  ${problem}`);
  }
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

main();
