import type {CommandSpec, FlagSpec} from '../types';

/**
 * The flags that locate and verify the chart. `helm inspect` and each of its subcommands define them; `helm inspect
 * readme` lacks `--username` and `--password` in Helm 2.17.
 */
function locationFlags(withCredentials: boolean): FlagSpec[] {
  const flags: FlagSpec[] = [
    {
      name: 'ca-file',
      type: 'string',
      description: {
        en: 'CA bundle used to verify the certificate of an HTTPS chart repository.',
        uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифіката репозиторію чартів, що працює через HTTPS.',
      },
    },
    {
      name: 'cert-file',
      type: 'string',
      description: {
        en: 'Client SSL certificate file that identifies Helm to the chart repository.',
        uk: 'Файл клієнтського SSL-сертифіката, яким Helm засвідчує себе перед репозиторієм чартів.',
      },
    },
    {
      name: 'devel',
      type: 'bool',
      description: {
        en: "Consider development versions too, which is the same as `--version '>0.0.0-0'`. Ignored when `--version` is set.",
        uk: "Враховувати також версії в розробці, що рівнозначно `--version '>0.0.0-0'`. Ігнорується, якщо задано `--version`.",
      },
    },
    {
      name: 'key-file',
      type: 'string',
      description: {
        en: 'Private key file that goes with `--cert-file`.',
        uk: 'Файл закритого ключа до сертифіката з `--cert-file`.',
      },
    },
    {
      name: 'keyring',
      type: 'string',
      default: '"~/.gnupg/pubring.gpg"',
      description: {
        en: 'Keyring holding the public keys used by `--verify`.',
        uk: 'Файл зв\'язки ключів із відкритими ключами для `--verify`.',
      },
    },
    {
      name: 'repo',
      type: 'string',
      description: {
        en: 'URL of the chart repository to look the chart up in, without adding the repository first.',
        uk: 'URL-адреса репозиторію чартів, у якому шукати чарт, без попереднього додавання репозиторію.',
      },
    },
    {
      name: 'verify',
      type: 'bool',
      description: {
        en: 'Verify the chart against its provenance file before showing it.',
        uk: 'Перевірити чарт за його файлом походження, перш ніж показати.',
      },
    },
    {
      name: 'version',
      type: 'string',
      description: {
        en: 'Version of the chart to inspect; the newest version when not set.',
        uk: 'Версія чарту, яку слід переглянути; якщо не задано — найновіша.',
      },
    },
  ];
  if (withCredentials) {
    flags.push(
      {
        name: 'password',
        type: 'string',
        description: {en: 'Password for the chart repository.', uk: 'Пароль до репозиторію чартів.'},
      },
      {
        name: 'username',
        type: 'string',
        description: {en: 'User name for the chart repository.', uk: 'Ім\'я користувача для репозиторію чартів.'},
      },
    );
  }
  return flags;
}

export const commands: readonly CommandSpec[] = [
  {
    path: ['inspect'],
    usage: 'helm inspect [CHART] [flags]',
    short: {en: 'Inspect a chart.', uk: 'Переглянути чарт.'},
    long: {
      en: `Display a chart without installing it: the contents of its \`Chart.yaml\`, then its \`values.yaml\`, then its
README if it has one, separated by \`---\`. The subcommands print one of these parts alone.

The chart can be a reference to a repository chart such as \`stable/mariadb\`, a chart directory, a packaged
chart archive or the URL of an archive. Repository charts are downloaded first, and \`--version\`, \`--repo\` and
the other flags choose and fetch them as \`helm fetch\` does.`,
      uk: `Показує чарт, не встановлюючи його: вміст його \`Chart.yaml\`, потім \`values.yaml\`, потім README, якщо він є,
розділені \`---\`. Підкоманди виводять одну з цих частин окремо.

Чартом може бути посилання на чарт у репозиторії, наприклад \`stable/mariadb\`, каталог чарту, запакований архів
чарту або URL-адреса архіву. Чарти з репозиторію спершу завантажуються, а \`--version\`, \`--repo\` та інші
прапорці обирають і отримують їх так само, як \`helm fetch\`.`,
    },
    examples: `helm inspect stable/mariadb
helm inspect ./mychart
helm inspect stable/mariadb --version 7.3.14`,
    flags: locationFlags(true),
  },
  {
    path: ['inspect', 'chart'],
    usage: 'helm inspect chart [CHART] [flags]',
    short: {en: "Show the chart's Chart.yaml.", uk: 'Показати Chart.yaml чарту.'},
    long: {
      en: 'Print the contents of the `Chart.yaml` file of a chart (a repository reference, a directory, an archive or a URL).',
      uk: 'Виводить вміст файлу `Chart.yaml` чарту, заданого посиланням на репозиторій, каталогом, архівом або URL-адресою.',
    },
    examples: `helm inspect chart stable/mariadb`,
    flags: locationFlags(true),
  },
  {
    path: ['inspect', 'readme'],
    usage: 'helm inspect readme [CHART] [flags]',
    short: {en: "Show the chart's README.", uk: 'Показати README чарту.'},
    long: {
      en: 'Print the README file of a chart (a repository reference, a directory, an archive or a URL): the first file at the top level of the chart named `README.md`, `README.txt` or `README`, in any letter case.',
      uk: 'Виводить файл README чарту, заданого посиланням на репозиторій, каталогом, архівом або URL-адресою, — перший файл верхнього рівня чарту з назвою `README.md`, `README.txt` або `README` у будь-якому регістрі літер.',
    },
    examples: `helm inspect readme stable/mariadb`,
    flags: locationFlags(false),
  },
  {
    path: ['inspect', 'values'],
    usage: 'helm inspect values [CHART] [flags]',
    short: {en: "Show the chart's default values.", uk: 'Показати типові значення чарту.'},
    long: {
      en: `Print the \`values.yaml\` file of a chart (a repository reference, a directory, an archive or a URL), that is,
the default values and usually the comments that explain them: a good starting point for your own values file.`,
      uk: `Виводить файл \`values.yaml\` чарту, заданого посиланням на репозиторій, каталогом, архівом або URL-адресою, тобто типові
значення й зазвичай коментарі до них, — добра основа для власного файлу значень.`,
    },
    examples: `# Start a values file of your own from the chart's defaults
helm inspect values stable/mariadb > my-values.yaml`,
    flags: locationFlags(true),
  },
];
