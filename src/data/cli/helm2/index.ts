import type {CommandTree} from '../types';
import {root} from './root';
import {commands as completion} from './completion';
import {commands as create} from './create';
import {commands as deleteCommand} from './delete';
import {commands as dependency} from './dependency';
import {commands as fetch} from './fetch';
import {commands as get} from './get';
import {commands as history} from './history';
import {commands as home} from './home';
import {commands as init} from './init';
import {commands as inspect} from './inspect';
import {commands as install} from './install';
import {commands as lint} from './lint';
import {commands as list} from './list';
import {commands as packageCommand} from './package';
import {commands as plugin} from './plugin';
import {commands as repo} from './repo';
import {commands as reset} from './reset';
import {commands as rollback} from './rollback';
import {commands as search} from './search';
import {commands as serve} from './serve';
import {commands as status} from './status';
import {commands as template} from './template';
import {commands as test} from './test';
import {commands as upgrade} from './upgrade';
import {commands as verify} from './verify';
import {commands as version} from './version';

/** The Helm 2.17 command tree (the client talks to Tiller in the cluster). */
export const helm2: CommandTree = {
  release: 'Helm 2.17',
  docsVersion: 'version-2',
  catalog: 'helm2',
  source: 'src/data/cli/helm2',
  position: 10,
  intro: `Every command of the Helm 2.17 client. Most of them talk to Tiller, the server component that
\`helm init\` installs into the cluster, so they share the global flags that say where Tiller runs and how to reach
it securely. Helm 2 is no longer supported: see the [Helm 3 command reference](/docs/helm/) for the current client.`,
  commands: [root, ...completion, ...create, ...deleteCommand, ...dependency, ...fetch, ...get, ...history, ...home, ...init, ...inspect, ...install, ...lint, ...list, ...packageCommand, ...plugin, ...repo, ...reset, ...rollback, ...search, ...serve, ...status, ...template, ...test, ...upgrade, ...verify, ...version],
};
