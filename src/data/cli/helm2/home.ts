import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['home'],
    usage: 'helm home [flags]',
    short: {en: 'Display the location of HELM_HOME.', uk: 'Показати розташування HELM_HOME.'},
    long: {
      en: `Print the path of the Helm home directory, where the client keeps its configuration: the list of chart
repositories and their cached indexes, starter scaffolds, plugins, the local chart repository and the TLS files.
It is \`~/.helm\` unless \`$HELM_HOME\` or \`--home\` says otherwise, and \`helm init\` creates it.

With \`--debug\`, the paths of the repository directory, the repositories file, the cache, the cached index of
the \`stable\` repository, the starters, the local repository and the plugins are printed as well.`,
      uk: `Виводить шлях до домашнього каталогу Helm, де клієнт тримає свою конфігурацію: список репозиторіїв чартів і
кешовані індекси, стартові набори, плагіни, локальний репозиторій чартів і файли TLS. Це \`~/.helm\`, якщо
\`$HELM_HOME\` або \`--home\` не задає іншого, а створює його \`helm init\`.

З \`--debug\` виводяться також шляхи до каталогу репозиторіїв, файлу репозиторіїв, кешу, кешованого індексу
репозиторію \`stable\`, стартових наборів, локального репозиторію й плагінів.`,
    },
    examples: `helm home
helm home --debug`,
  },
];
