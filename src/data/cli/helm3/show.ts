import type {CommandSpec, FlagSpec} from '../types';
import {chartLocationFlags, develFlag} from './install';

/** Every `helm show` subcommand locates its chart the same way (addShowFlags). */
const showFlags: readonly FlagSpec[] = [develFlag, ...chartLocationFlags];

export const commands: readonly CommandSpec[] = [
  {
    path: ['show'],
    aliases: ['inspect'],
    usage: 'helm show [command]',
    short: {en: 'Show information about a chart.', uk: 'Показати відомості про чарт.'},
    long: {
      en: `Display parts of a chart without installing it. The subcommands print the chart's \`Chart.yaml\`, its default
values, its README or its CRDs, and \`helm show all\` prints the main parts together. The chart can be a local directory or archive, a URL, a
repository reference such as \`bitnami/nginx\` or an \`oci://\` reference, and the same flags as for
\`helm install\` choose its version and how it is downloaded.`,
      uk: `Показує частини чарту, не встановлюючи його. Підкоманди виводять \`Chart.yaml\` чарту, його типові значення,
README або CRD, а \`helm show all\` виводить основні частини разом. Чартом може бути локальний каталог чи архів, URL-адреса, посилання на репозиторій,
як-от \`bitnami/nginx\`, або посилання \`oci://\`, а версію й спосіб завантаження задають ті самі прапорці, що й
для \`helm install\`.`,
    },
    examples: `helm show chart bitnami/nginx
helm show values bitnami/nginx > values.yaml
helm show readme oci://registry-1.docker.io/bitnamicharts/nginx`,
  },
  {
    path: ['show', 'all'],
    usage: 'helm show all [CHART] [flags]',
    short: {en: 'Show all the information about a chart.', uk: 'Показати всі відомості про чарт.'},
    long: {
      en: 'Print the main parts of a chart (a directory, an archive or a URL) in one go: its `Chart.yaml`, its `values.yaml` and its README.',
      uk: 'Виводить за один раз основні частини чарту (каталогу, архіву або URL-адреси): його `Chart.yaml`, `values.yaml` і README.',
    },
    examples: 'helm show all bitnami/nginx',
    flags: showFlags,
  },
  {
    path: ['show', 'chart'],
    usage: 'helm show chart [CHART] [flags]',
    short: {en: "Show the chart's definition.", uk: 'Показати визначення чарту.'},
    long: {
      en: 'Print the contents of the `Chart.yaml` file of a chart (a directory, an archive or a URL).',
      uk: 'Виводить вміст файлу `Chart.yaml` чарту (каталогу, архіву або URL-адреси).',
    },
    examples: 'helm show chart bitnami/nginx',
    flags: showFlags,
  },
  {
    path: ['show', 'crds'],
    usage: 'helm show crds [CHART] [flags]',
    short: {en: "Show the chart's CRDs.", uk: 'Показати CRD чарту.'},
    long: {
      en: 'Print the CustomResourceDefinition files of a chart (a directory, an archive or a URL).',
      uk: 'Виводить файли CustomResourceDefinition чарту (каталогу, архіву або URL-адреси).',
    },
    examples: 'helm show crds ./my-operator-chart',
    flags: showFlags,
  },
  {
    path: ['show', 'readme'],
    usage: 'helm show readme [CHART] [flags]',
    short: {en: "Show the chart's README.", uk: 'Показати README чарту.'},
    long: {
      en: 'Print the README file of a chart (a directory, an archive or a URL).',
      uk: 'Виводить файл README чарту (каталогу, архіву або URL-адреси).',
    },
    examples: 'helm show readme bitnami/nginx',
    flags: showFlags,
  },
  {
    path: ['show', 'values'],
    usage: 'helm show values [CHART] [flags]',
    short: {en: "Show the chart's values.", uk: 'Показати значення чарту.'},
    long: {
      en: `Print the \`values.yaml\` file of a chart (a directory, an archive or a URL), that is, the default values and
usually the comments that explain them: a good starting point for your own values file.`,
      uk: `Виводить файл \`values.yaml\` чарту (каталогу, архіву або URL-адреси), тобто типові значення й зазвичай
коментарі, що їх пояснюють: добра основа для власного файлу значень.`,
    },
    examples: `helm show values bitnami/nginx > my-values.yaml
helm show values bitnami/nginx --jsonpath '{.image.tag}'`,
    flags: [
      ...showFlags,
      {
        name: 'jsonpath',
        type: 'string',
        description: {
          en: 'JSONPath expression that selects part of the values to print, for example `{.image.tag}`.',
          uk: 'Вираз JSONPath, що вибирає частину значень для виводу, наприклад `{.image.tag}`.',
        },
      },
    ],
  },
];
