import type {CommandTree} from '../types';
import {root} from './root';
import {commands as completion} from './completion';
import {commands as create} from './create';
import {commands as dependency} from './dependency';
import {commands as env} from './env';
import {commands as get} from './get';
import {commands as history} from './history';
import {commands as install} from './install';
import {commands as lint} from './lint';
import {commands as list} from './list';
import {commands as packageCommand} from './package';
import {commands as plugin} from './plugin';
import {commands as pull} from './pull';
import {commands as push} from './push';
import {commands as registry} from './registry';
import {commands as repo} from './repo';
import {commands as rollback} from './rollback';
import {commands as search} from './search';
import {commands as show} from './show';
import {commands as status} from './status';
import {commands as template} from './template';
import {commands as test} from './test';
import {commands as uninstall} from './uninstall';
import {commands as upgrade} from './upgrade';
import {commands as verify} from './verify';
import {version} from './version';

/** The Helm 3.19 command tree. */
export const helm3: CommandTree = {
  release: 'Helm 3.19',
  docsVersion: 'version-3',
  catalog: 'helm3',
  source: 'src/data/cli/helm3',
  position: 10,
  intro: `Every command of the Helm 3.19 client, with the usage lines, flags and defaults that \`helm <command> --help\` prints.
Each page gives the command's usage line, what it does, its own flags, the global flags it inherits from
\`helm\`, and the related commands. Every flag has its own anchor, so a link such as
\`helm_install#--create-namespace\` leads straight to it.`,
  commands: [root, version, ...completion, ...create, ...dependency, ...env, ...get, ...history, ...install, ...lint, ...list, ...packageCommand, ...plugin, ...pull, ...push, ...registry, ...repo, ...rollback, ...search, ...show, ...status, ...template, ...test, ...uninstall, ...upgrade, ...verify],
};
