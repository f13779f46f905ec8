import type {CommandSpec} from '../types';
import {registryCaFileFlag, registryCertFileFlag, registryKeyFileFlag} from './registry';

export const commands: readonly CommandSpec[] = [
  {
    path: ['push'],
    usage: 'helm push [chart] [remote] [flags]',
    short: {en: 'Push a chart to a remote registry.', uk: 'Надіслати чарт у віддалений реєстр.'},
    long: {
      en: `Upload a packaged chart to an OCI registry. The first argument is the chart archive made by \`helm package\`,
the second the \`oci://\` address of the registry and repository; the chart name and version are taken from the
archive. If a provenance file lies next to the archive, it is uploaded as well.`,
      uk: `Надсилає запакований чарт в OCI-реєстр. Перший аргумент — архів чарту, створений \`helm package\`, другий —
адреса \`oci://\` реєстру й репозиторію; назва й версія чарту беруться з архіву. Якщо поруч з архівом лежить файл
походження, він теж надсилається.`,
    },
    examples: `helm package ./my-chart
helm push my-chart-0.1.0.tgz oci://registry.example.com/charts
helm push my-chart-0.1.0.tgz oci://localhost:5000/helm-charts --plain-http`,
    flags: [
      registryCaFileFlag,
      registryCertFileFlag,
      {
        name: 'insecure-skip-tls-verify',
        type: 'bool',
        description: {
          en: 'Do not check TLS certificates when uploading the chart.',
          uk: 'Не перевіряти TLS-сертифікати під час надсилання чарту.',
        },
      },
      registryKeyFileFlag,
      {
        name: 'password',
        type: 'string',
        description: {
          en: 'Password for the registry.',
          uk: 'Пароль до реєстру.',
        },
      },
      {
        name: 'plain-http',
        type: 'bool',
        description: {
          en: 'Upload the chart over plain, unencrypted HTTP instead of HTTPS.',
          uk: 'Надсилати чарт звичайним незашифрованим HTTP замість HTTPS.',
        },
      },
      {
        name: 'username',
        type: 'string',
        description: {
          en: 'User name for the registry.',
          uk: 'Ім\'я користувача для реєстру.',
        },
      },
    ],
  },
];
