import type {CommandSpec, FlagSpec} from '../types';

export const registryKeyFileFlag: FlagSpec = {
  name: 'key-file',
  type: 'string',
  description: {
    en: 'SSL key file that goes with `--cert-file`.',
    uk: 'Файл SSL-ключа до сертифіката з `--cert-file`.',
  },
};

export const registryCertFileFlag: FlagSpec = {
  name: 'cert-file',
  type: 'string',
  description: {
    en: 'SSL certificate file that identifies this client to the registry.',
    uk: 'Файл SSL-сертифіката, яким цей клієнт засвідчує себе перед реєстром.',
  },
};

export const registryCaFileFlag: FlagSpec = {
  name: 'ca-file',
  type: 'string',
  description: {
    en: 'CA bundle used to verify the certificates of HTTPS servers.',
    uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифікатів HTTPS-серверів.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['registry'],
    usage: 'helm registry [command]',
    short: {en: 'Log in to or log out from a registry.', uk: 'Увійти в реєстр або вийти з нього.'},
    long: {
      en: `Manage your credentials for OCI registries, which store charts as OCI artifacts next to container images.
\`helm registry login\` stores credentials for a registry host, and \`helm registry logout\` removes them again.

Helm keeps this registry configuration in the file named by \`--registry-config\` (by default
\`~/.config/helm/registry/config.json\`), and the stored credentials are used by every command that reads from or
writes to that registry: \`helm push\`, \`helm pull\`, \`helm install\`, \`helm upgrade\`, \`helm show\` and \`helm template\` with an
\`oci://\` reference.`,
      uk: `Керує вашими обліковими даними для OCI-реєстрів, які зберігають чарти як OCI-артефакти поруч з образами
контейнерів. \`helm registry login\` зберігає облікові дані для хоста реєстру, а \`helm registry logout\` знову їх
видаляє.

Ці налаштування реєстрів Helm тримає у файлі, указаному в \`--registry-config\` (типово
\`~/.config/helm/registry/config.json\`), а збережені облікові дані використовує кожна команда, що читає з цього
реєстру або пише в нього: \`helm push\`, \`helm pull\`, \`helm install\`, \`helm upgrade\`, \`helm show\` і \`helm template\` з посиланням
\`oci://\`.`,
    },
    examples: `helm registry login registry.example.com --username myuser
helm push my-chart-0.1.0.tgz oci://registry.example.com/charts
helm registry logout registry.example.com`,
  },
  {
    path: ['registry', 'login'],
    usage: 'helm registry login [host] [flags]',
    short: {en: 'Log in to a registry.', uk: 'Увійти в реєстр.'},
    long: {
      en: `Authenticate to a remote registry and store the credentials for later commands. Without \`--password\` or
\`--password-stdin\`, Helm asks for the user name and password (or an identity token) interactively. Passing the
password on the command line is not safe; prefer \`--password-stdin\`.`,
      uk: `Автентифікується у віддаленому реєстрі й зберігає облікові дані для наступних команд. Без \`--password\` або
\`--password-stdin\` Helm запитує ім'я користувача й пароль (або токен ідентичності) інтерактивно. Передавати
пароль у командному рядку небезпечно; краще використовуйте \`--password-stdin\`.`,
    },
    examples: `helm registry login registry.example.com --username myuser
echo "$REGISTRY_PASSWORD" | helm registry login registry.example.com --username myuser --password-stdin
helm registry login localhost:5000 --plain-http --username myuser`,
    flags: [
      registryCaFileFlag,
      registryCertFileFlag,
      {
        name: 'insecure',
        type: 'bool',
        description: {
          en: 'Allow connections to a TLS registry whose certificate cannot be verified.',
          uk: 'Дозволити з\'єднання з TLS-реєстром, сертифікат якого неможливо перевірити.',
        },
      },
      registryKeyFileFlag,
      {
        name: 'password',
        shorthand: 'p',
        type: 'string',
        description: {
          en: 'Registry password or identity token.',
          uk: 'Пароль до реєстру або токен ідентичності.',
        },
      },
      {
        name: 'password-stdin',
        type: 'bool',
        description: {
          en: 'Read the password or identity token from standard input.',
          uk: 'Прочитати пароль або токен ідентичності зі стандартного входу.',
        },
      },
      {
        name: 'plain-http',
        type: 'bool',
        description: {
          en: 'Connect to the registry over plain, unencrypted HTTP instead of HTTPS.',
          uk: 'З\'єднуватися з реєстром звичайним незашифрованим HTTP замість HTTPS.',
        },
      },
      {
        name: 'username',
        shorthand: 'u',
        type: 'string',
        description: {en: 'Registry user name.', uk: 'Ім\'я користувача реєстру.'},
      },
    ],
  },
  {
    path: ['registry', 'logout'],
    usage: 'helm registry logout [host] [flags]',
    short: {en: 'Log out from a registry.', uk: 'Вийти з реєстру.'},
    long: {
      en: 'Remove the credentials stored for a remote registry host.',
      uk: 'Видаляє облікові дані, збережені для хоста віддаленого реєстру.',
    },
    examples: 'helm registry logout registry.example.com',
  },
];
