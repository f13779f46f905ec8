import type {CommandSpec, FlagSpec} from '../types';
import {tillerTlsFlags} from './root';

/** `--revision`: `helm get` and each of its subcommands can read an older revision of the release. */
const revision: FlagSpec = {
  name: 'revision',
  type: 'int32',
  description: {
    en: 'Read this revision of the release instead of the latest one.',
    uk: 'Прочитати цю ревізію релізу замість останньої.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['get'],
    usage: 'helm get [flags] RELEASE_NAME',
    short: {en: 'Download a named release.', uk: 'Завантажити реліз за назвою.'},
    long: {
      en: `Print what Tiller stored about a release: the revision and release date, the chart name and version, the
user-supplied values, the computed values, the hooks and the generated manifest.

The subcommands print one part of it each: \`values\`, \`manifest\`, \`hooks\` and \`notes\`. With
\`--template\`, the report is replaced by the output of a Go template, which receives Tiller's answer with the
release as \`.Release\`.

The information comes from the release record kept by Tiller, not from the live objects in the cluster.`,
      uk: `Виводить те, що Tiller зберіг про реліз: ревізію й дату релізу, назву й версію чарту, передані користувачем
значення, обчислені значення, хуки та згенерований маніфест.

Підкоманди виводять кожна свою частину: \`values\`, \`manifest\`, \`hooks\` і \`notes\`. З прапорцем
\`--template\` замість звіту виводиться результат Go-шаблону, який отримує відповідь Tiller із релізом у полі
\`.Release\`.

Відомості беруться із запису релізу, який веде Tiller, а не з живих об'єктів у кластері.`,
    },
    examples: `helm get my-release
helm get my-release --revision 2

# Print a single field with a Go template
helm get my-release --template '{{.Release.Chart.Metadata.Version}}'`,
    flags: [
      revision,
      {
        name: 'template',
        type: 'string',
        description: {
          en: 'Go template used to format the output instead of the report, for example `{{.Release.Name}}`.',
          uk: 'Go-шаблон, яким форматувати вивід замість звіту, наприклад `{{.Release.Name}}`.',
        },
      },
      ...tillerTlsFlags,
    ],
  },
  {
    path: ['get', 'hooks'],
    usage: 'helm get hooks [flags] RELEASE_NAME',
    short: {en: 'Download all hooks for a named release.', uk: 'Завантажити всі хуки релізу за назвою.'},
    long: {
      en: `Print the hook resources of a release, that is the manifests whose \`helm.sh/hook\` annotation makes Tiller run
them at a given point of the release's life (\`pre-install\`, \`post-upgrade\`, \`test-success\`...). The hooks
are printed as YAML documents separated by \`---\`, each preceded by a comment with the hook's name.`,
      uk: `Виводить ресурси хуків релізу, тобто маніфести, анотація \`helm.sh/hook\` яких змушує Tiller запускати їх у
певний момент життя релізу (\`pre-install\`, \`post-upgrade\`, \`test-success\`...). Хуки виводяться як
YAML-документи, розділені \`---\`, і перед кожним стоїть коментар із назвою хука.`,
    },
    examples: `helm get hooks my-release`,
    flags: [revision, ...tillerTlsFlags],
  },
  {
    path: ['get', 'manifest'],
    usage: 'helm get manifest [flags] RELEASE_NAME',
    short: {en: 'Download the manifest for a named release.', uk: 'Завантажити маніфест релізу за назвою.'},
    long: {
      en: `Print the manifest of a release: the YAML of the Kubernetes resources that Tiller rendered from the release's
chart and applied to the cluster. Resources rendered from the chart's subcharts are included; hooks are not, use
\`helm get hooks\` for them.

This is the rendered content as Tiller recorded it, which can differ from the live objects if they were changed
in the cluster afterwards.`,
      uk: `Виводить маніфест релізу: YAML ресурсів Kubernetes, які Tiller згенерував із чарту релізу й застосував до
кластера. Ресурси, згенеровані з підчартів, теж включено; хуків — ні, для них є \`helm get hooks\`.

Це згенерований вміст у тому вигляді, в якому його записав Tiller; він може відрізнятися від живих об'єктів,
якщо їх згодом змінили в кластері.`,
    },
    examples: `helm get manifest my-release

# Compare the recorded manifest with the cluster
helm get manifest my-release | kubectl diff -f -`,
    flags: [revision, ...tillerTlsFlags],
  },
  {
    path: ['get', 'notes'],
    usage: 'helm get notes [flags] RELEASE_NAME',
    short: {en: 'Display the notes of the named release.', uk: 'Показати нотатки релізу за назвою.'},
    long: {
      en: `Print the notes of a release under a \`NOTES:\` heading: the text rendered from the chart's
\`templates/NOTES.txt\`, usually instructions on how to reach or use the deployed application. Helm prints them
after \`install\` and \`upgrade\`; this command shows them again. It prints nothing if the chart has no notes.`,
      uk: `Виводить нотатки релізу під заголовком \`NOTES:\`: текст, згенерований із \`templates/NOTES.txt\` чарту, —
зазвичай пояснення, як дістатися до розгорнутого застосунку чи як ним користуватися. Helm виводить їх після
\`install\` і \`upgrade\`; ця команда показує їх знову. Якщо чарт не має нотаток, вона нічого не виводить.`,
    },
    examples: `helm get notes my-release`,
    flags: [revision, ...tillerTlsFlags],
  },
  {
    path: ['get', 'values'],
    usage: 'helm get values [flags] RELEASE_NAME',
    short: {
      en: 'Download the values file for a named release.',
      uk: 'Завантажити файл значень релізу за назвою.',
    },
    long: {
      en: `Print the values of a release. By default these are only the user-supplied values: those given with \`-f\`,
\`--set\` and similar flags at install or upgrade time. With \`--all\`, the computed values are printed instead:
the chart's defaults merged with the user-supplied values, as the templates saw them.

The output is YAML, which can be saved and passed back with \`-f\` to reproduce the release's configuration, or
JSON with \`--output json\`.`,
      uk: `Виводить значення релізу. Типово це лише передані користувачем значення: ті, що задано через \`-f\`, \`--set\`
та подібні прапорці під час встановлення чи оновлення. З прапорцем \`--all\` натомість виводяться обчислені
значення: типові значення чарту, об'єднані з переданими, — саме такі, які бачили шаблони.

Вивід — це YAML, який можна зберегти й передати назад через \`-f\`, щоб відтворити конфігурацію релізу, або JSON
з \`--output json\`.`,
    },
    examples: `helm get values my-release

# All computed values of revision 3, saved for reuse
helm get values my-release --all --revision 3 > values-rev3.yaml`,
    flags: [
      {
        name: 'all',
        shorthand: 'a',
        type: 'bool',
        description: {
          en: 'Print all computed values (chart defaults merged with the user-supplied values), not only the user-supplied ones.',
          uk: 'Вивести всі обчислені значення (типові значення чарту, об\'єднані з переданими), а не лише передані користувачем.',
        },
      },
      {
        name: 'output',
        type: 'string',
        default: '"yaml"',
        description: {en: 'Output format: `yaml` or `json`.', uk: 'Формат виводу: `yaml` або `json`.'},
      },
      revision,
      ...tillerTlsFlags,
    ],
  },
];
