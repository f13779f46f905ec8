import type {CommandSpec, FlagSpec} from '../types';
import {tillerTlsFlags} from './root';

export const renderSubchartNotesFlag: FlagSpec = {
  name: 'render-subchart-notes',
  type: 'bool',
  description: {
    en: 'Also render the `NOTES.txt` of subcharts, not only that of the parent chart.',
    uk: 'Рендерити також `NOTES.txt` підчартів, а не лише батьківського чарту.',
  },
};

export const nameTemplateFlag: FlagSpec = {
  name: 'name-template',
  type: 'string',
  description: {
    en: 'Go template that produces the release name, for example `{{randAlpha 6 | lower}}`.',
    uk: 'Go-шаблон, що породжує назву релізу, наприклад `{{randAlpha 6 | lower}}`.',
  },
};

/** The six TLS flags of every command that talks to Tiller (defined once, in root.ts). */
export const tlsFlags = tillerTlsFlags;

/** `-o, --output string` (bindOutputFlag in Helm 2.15+): install, upgrade, status, search, repo list. */
export const outputFlag: FlagSpec = {
  name: 'output',
  shorthand: 'o',
  type: 'string',
  default: '"table"',
  description: {
    en: 'Output format: `table`, `json` or `yaml`.',
    uk: 'Формат виводу: `table`, `json` або `yaml`.',
  },
};

/** `-f, --values valueFiles (default [])`, the way Helm 2 prints it; shared by install, upgrade, lint and template. */
export const valuesFlag: FlagSpec = {
  name: 'values',
  shorthand: 'f',
  type: 'valueFiles',
  default: '[]',
  description: {
    en: 'Values file in YAML. Repeat the flag for several files; when they set the same key, the file given last wins.',
    uk: 'Файл значень у форматі YAML. Для кількох файлів повторіть прапорець; якщо файли задають той самий ключ, перемагає останній.',
  },
} as const;

/** `--set`, `--set-file` and `--set-string`: install, upgrade, lint and template. */
export const setFlags: readonly FlagSpec[] = [
  {
    name: 'set',
    type: 'stringArray',
    description: {
      en: 'Set values on the command line as `key=value`. Separate several pairs with commas or repeat the flag; a later assignment of the same key wins.',
      uk: 'Задати значення в командному рядку у вигляді `ключ=значення`. Кілька пар розділяйте комами або повторюйте прапорець; пізніше присвоєння того самого ключа перемагає.',
    },
  },
  {
    name: 'set-file',
    type: 'stringArray',
    description: {
      en: 'Set a value to the contents of a file, as `key=path`: handy for values too long for the command line. Separate several pairs with commas or repeat the flag.',
      uk: 'Присвоїти значенню вміст файлу у вигляді `ключ=шлях`: зручно для значень, задовгих для командного рядка. Кілька пар розділяйте комами або повторюйте прапорець.',
    },
  },
  {
    name: 'set-string',
    type: 'stringArray',
    description: {
      en: 'Like `--set`, but every value is kept as a string, so `1234` or `true` are not turned into numbers or booleans.',
      uk: 'Як `--set`, але кожне значення лишається рядком: `1234` чи `true` не перетворюються на число або булеве значення.',
    },
  },
];

/** How a chart is downloaded from a repository: install and upgrade. */
export const chartRepoFlags: readonly FlagSpec[] = [
  {
    name: 'ca-file',
    type: 'string',
    description: {
      en: 'CA bundle used to verify the certificates of HTTPS chart servers.',
      uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифікатів HTTPS-серверів із чартами.',
    },
  },
  {
    name: 'cert-file',
    type: 'string',
    description: {
      en: 'SSL certificate file that identifies this client to HTTPS servers.',
      uk: 'Файл SSL-сертифіката, яким цей клієнт засвідчує себе перед HTTPS-серверами.',
    },
  },
  {
    name: 'key-file',
    type: 'string',
    description: {
      en: 'SSL key file that goes with `--cert-file`.',
      uk: 'Файл SSL-ключа до сертифіката з `--cert-file`.',
    },
  },
  {
    name: 'password',
    type: 'string',
    description: {
      en: 'Password for the chart repository that holds the chart.',
      uk: 'Пароль до репозиторію чартів, де лежить чарт.',
    },
  },
  {
    name: 'repo',
    type: 'string',
    description: {
      en: 'URL of the chart repository to take the chart from, without adding it with `helm repo add` first.',
      uk: 'URL-адреса репозиторію чартів, з якого взяти чарт, без попереднього `helm repo add`.',
    },
  },
  {
    name: 'username',
    type: 'string',
    description: {
      en: 'User name for the chart repository that holds the chart.',
      uk: 'Ім\'я користувача для репозиторію чартів, де лежить чарт.',
    },
  },
];

/** `--keyring` with the default Helm 2 prints (`defaultKeyring()`): install, upgrade, package, verify. */
export function keyringFlag(description: FlagSpec['description']): FlagSpec {
  return {name: 'keyring', type: 'string', default: '"~/.gnupg/pubring.gpg"', description};
}

/** `--devel`: install, upgrade, search. */
export const develFlag: FlagSpec = {
  name: 'devel',
  type: 'bool',
  description: {
    en: 'Consider development versions (alpha, beta, release candidates) too, like the constraint `>0.0.0-0`. Ignored when `--version` is set.',
    uk: 'Враховувати й версії в розробці (alpha, beta, кандидати у випуски), як обмеження `>0.0.0-0`. Ігнорується, якщо задано `--version`.',
  },
};

/** `--timeout int (default 300)`: install, upgrade, rollback, test. */
export const timeoutFlag: FlagSpec = {
  name: 'timeout',
  type: 'int',
  default: '300',
  description: {
    en: 'Seconds to wait for any single Kubernetes operation, such as a hook Job, to finish.',
    uk: 'Скільки секунд чекати на завершення будь-якої окремої операції в Kubernetes, наприклад Job хука.',
  },
};

/** `--wait`: install, upgrade, rollback. */
export const waitFlag: FlagSpec = {
  name: 'wait',
  type: 'bool',
  description: {
    en: 'Mark the release as successful only once all its Pods, PVCs and Services are ready and every Deployment has its minimum number of Pods available, waiting at most `--timeout`.',
    uk: 'Позначити реліз успішним лише тоді, коли всі його Pod, PVC і Service готові, а кожен Deployment має мінімальну кількість доступних Pod; чекати щонайбільше `--timeout`.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['install'],
    usage: 'helm install [CHART] [flags]',
    short: {en: 'Install a chart archive.', uk: 'Встановити архів чарту.'},
    long: {
      en: `Install a chart into the cluster. The Helm client loads the chart and sends it, with your values, to Tiller;
Tiller renders the templates, creates the Kubernetes resources and records a new release. Give the release a name
with \`--name\` (or build one with \`--name-template\`); without it, Tiller makes up a random name.

There are five ways to say which chart to install:

- a chart reference from a repository you added, such as \`stable/mariadb\`;
- a packaged chart, such as \`./nginx-1.2.3.tgz\`;
- an unpacked chart directory, such as \`./nginx\`;
- the full URL of a chart archive, such as \`https://example.com/charts/nginx-1.2.3.tgz\`;
- a chart name together with \`--repo\` and the repository URL.

For a chart reference, Helm looks in its local configuration for the repository named before the slash and takes
the latest version of the chart from it, unless \`--version\` asks for another one (\`--devel\` also admits
pre-releases). \`helm repo list\` shows your repositories, \`helm search\` finds charts in them.

The chart's \`values.yaml\` provides the defaults. Values files given with \`-f\`/\`--values\` are merged over
them in the order given; then \`--set\`, \`--set-string\` (the value stays a string) and \`--set-file\` (the value
is read from a file) are applied, so they override the files. Every flag can be repeated: for the same key, the
rightmost setting wins.

\`--dry-run\` has Tiller render the release without installing it (Tiller must still be reachable); add \`--debug\`
to see the generated manifests. With \`--verify\`, the chart must have a provenance file that passes verification,
or nothing is installed. \`--atomic\` purges a release whose installation failed and implies \`--wait\`.`,
      uk: `Встановлює чарт у кластер. Клієнт Helm завантажує чарт і надсилає його разом із вашими значеннями до Tiller;
Tiller рендерить шаблони, створює ресурси Kubernetes і записує новий реліз. Назву релізу задає \`--name\` (або
\`--name-template\`, що будує її за шаблоном); без них Tiller вигадує випадкову назву.

Чарт для встановлення можна вказати п'ятьма способами:

- посилання на чарт із доданого репозиторію, як-от \`stable/mariadb\`;
- запакований чарт, як-от \`./nginx-1.2.3.tgz\`;
- розпакований каталог чарту, як-от \`./nginx\`;
- повна URL-адреса архіву чарту, як-от \`https://example.com/charts/nginx-1.2.3.tgz\`;
- назва чарту разом із \`--repo\` і URL-адресою репозиторію.

Для посилання на чарт Helm шукає у своїх локальних налаштуваннях репозиторій, названий перед скісною рискою, і
бере з нього найновішу версію чарту, якщо \`--version\` не просить іншої (\`--devel\` допускає й передрелізні
версії). Список ваших репозиторіїв показує \`helm repo list\`, а чарти в них шукає \`helm search\`.

Типові значення дає \`values.yaml\` чарту. Файли значень із \`-f\`/\`--values\` накладаються на них у заданому
порядку; потім застосовуються \`--set\`, \`--set-string\` (значення лишається рядком) і \`--set-file\` (значення
читається з файлу), тож вони переважають файли. Кожен прапорець можна повторювати: для того самого ключа
перемагає крайнє праве значення.

\`--dry-run\` просить Tiller відрендерити реліз без встановлення (Tiller однаково має бути доступний); додайте
\`--debug\`, щоб побачити згенеровані маніфести. З \`--verify\` чарт мусить мати файл походження, який проходить
перевірку, інакше нічого не встановлюється. \`--atomic\` повністю видаляє реліз, встановлення якого не вдалося, і
вмикає \`--wait\`.`,
    },
    examples: `helm install stable/mariadb --name my-db
helm install ./nginx-1.2.3.tgz --namespace web
helm install ./my-chart -f values-prod.yaml --set replicaCount=3
helm install --repo https://example.com/charts/ nginx --version 1.2.3
helm install ./my-chart --dry-run --debug`,
    flags: [
      {
        name: 'atomic',
        type: 'bool',
        description: {
          en: 'If the installation fails, purge the release again. Turns on `--wait`.',
          uk: 'Якщо встановлення не вдалося, повністю видалити реліз. Вмикає `--wait`.',
        },
      },
      ...chartRepoFlags,
      {
        name: 'dep-up',
        type: 'bool',
        description: {
          en: 'Run `helm dependency update` before installing when dependencies listed in `requirements.yaml` are missing.',
          uk: 'Виконати `helm dependency update` перед встановленням, якщо бракує залежностей, перелічених у `requirements.yaml`.',
        },
      },
      {
        name: 'description',
        type: 'string',
        description: {
          en: 'Custom description stored with the release, shown by `helm history`.',
          uk: 'Власний опис, що зберігається з релізом і видний у `helm history`.',
        },
      },
      develFlag,
      {
        name: 'dry-run',
        type: 'bool',
        description: {
          en: 'Simulate the installation: Tiller renders the release but installs nothing.',
          uk: 'Імітувати встановлення: Tiller рендерить реліз, але нічого не встановлює.',
        },
      },
      keyringFlag({
        en: 'Public keyring used by `--verify`.',
        uk: 'Файл зв\'язки відкритих ключів для `--verify`.',
      }),
      {
        name: 'name',
        shorthand: 'n',
        type: 'string',
        description: {
          en: 'Name of the release. Without it, a random name is generated.',
          uk: 'Назва релізу. Без неї генерується випадкова назва.',
        },
      },
      nameTemplateFlag,
      {
        name: 'namespace',
        type: 'string',
        description: {
          en: 'Namespace to install the release into. Defaults to the namespace of the current kubeconfig context.',
          uk: 'Простір імен, у який встановити реліз. Типово — простір імен поточного контексту kubeconfig.',
        },
      },
      {
        name: 'no-crd-hook',
        type: 'bool',
        description: {
          en: 'Skip `crd-install` hooks but run all other hooks.',
          uk: 'Пропустити хуки `crd-install`, але виконати всі інші хуки.',
        },
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: {
          en: 'Do not run any hooks during the installation.',
          uk: 'Не виконувати жодних хуків під час встановлення.',
        },
      },
      outputFlag,
      renderSubchartNotesFlag,
      {
        name: 'replace',
        type: 'bool',
        description: {
          en: 'Reuse the name of an earlier release that was deleted (without `--purge`) or failed. Unsafe in production.',
          uk: 'Повторно використати назву попереднього релізу, який було видалено (без `--purge`) або який завершився невдачею. Небезпечно в робочому (production) середовищі.',
        },
      },
      ...setFlags,
      timeoutFlag,
      ...tlsFlags,
      valuesFlag,
      {
        name: 'verify',
        type: 'bool',
        description: {
          en: 'Verify the chart against its provenance file before installing; the command fails when the check does not pass.',
          uk: 'Перевірити чарт за його файлом походження перед встановленням; якщо перевірка не проходить, команда завершується з помилкою.',
        },
      },
      {
        name: 'version',
        type: 'string',
        description: {
          en: 'Exact chart version to install. Without it, the latest version is installed.',
          uk: 'Точна версія чарту для встановлення. Без неї встановлюється найновіша версія.',
        },
      },
      waitFlag,
    ],
  },
];
