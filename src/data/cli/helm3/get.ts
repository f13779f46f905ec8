import type {CommandSpec, FlagSpec} from '../types';

/** `--revision`: every `helm get` subcommand can read an older revision of the release. */
const revision: FlagSpec = {
  name: 'revision',
  type: 'int',
  description: {
    en: 'Read this revision of the release instead of the latest one.',
    uk: 'Прочитати цю ревізію релізу замість останньої.',
  },
};

/** `-o, --output`: Helm prints its type as `format` and its default without quotes. */
function output(en: string, uk: string): FlagSpec {
  return {name: 'output', shorthand: 'o', type: 'format', default: 'table', description: {en, uk}};
}

export const commands: readonly CommandSpec[] = [
  {
    path: ['get'],
    usage: 'helm get [command]',
    short: {
      en: 'Download extended information of a named release.',
      uk: 'Завантажити докладні відомості про реліз за назвою.',
    },
    long: {
      en: `Read what Helm stored about a release when it was installed or upgraded. Each subcommand returns one part of
it:

- \`values\`: the values supplied for the release, or all computed values
- \`manifest\`: the Kubernetes resources generated from the chart
- \`notes\`: the notes the chart printed after installation
- \`hooks\`: the hook resources of the release
- \`metadata\`: the chart, versions, status and date of the release
- \`all\`: everything above in one readable report

The information comes from Helm's release record (by default a \`Secret\` in the release's namespace), not from
the live objects in the cluster. Every subcommand accepts \`--revision\` to read an older revision.`,
      uk: `Читає те, що Helm зберіг про реліз під час його встановлення чи оновлення. Кожна підкоманда повертає одну
частину цих даних:

- \`values\`: значення, передані для релізу, або всі обчислені значення
- \`manifest\`: ресурси Kubernetes, згенеровані з чарту
- \`notes\`: нотатки, які чарт вивів після встановлення
- \`hooks\`: ресурси хуків релізу
- \`metadata\`: чарт, версії, стан і дата релізу
- \`all\`: усе перелічене в одному звіті

Відомості беруться із запису релізу, який веде Helm (типово це \`Secret\` у просторі імен релізу), а не з живих
об'єктів у кластері. Кожна підкоманда приймає \`--revision\`, щоб прочитати давнішу ревізію.`,
    },
  },
  {
    path: ['get', 'all'],
    usage: 'helm get all RELEASE_NAME [flags]',
    short: {
      en: 'Download all information for a named release.',
      uk: 'Завантажити всі відомості про реліз за назвою.',
    },
    long: {
      en: `Print a readable report about a release: its name, last deployment time, namespace, status and revision, the
chart name and versions, the test suite, the user-supplied and computed values, the hooks, the manifest and the
notes.

With \`--template\`, the report is replaced by the output of a Go template, which receives the release as
\`.Release\`.`,
      uk: `Виводить зручний для читання звіт про реліз: назву, час останнього розгортання, простір імен, стан і ревізію,
назву й версії чарту, набір тестів, передані й обчислені значення, хуки, маніфест і нотатки.

З прапорцем \`--template\` замість звіту виводиться результат Go-шаблону, який отримує реліз як \`.Release\`.`,
    },
    examples: `helm get all my-release

# Print a single field with a Go template
helm get all my-release --template '{{.Release.Chart.Metadata.Version}}'`,
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
    ],
  },
  {
    path: ['get', 'hooks'],
    usage: 'helm get hooks RELEASE_NAME [flags]',
    short: {en: 'Download all hooks for a named release.', uk: 'Завантажити всі хуки релізу за назвою.'},
    long: {
      en: `Print the hook resources of a release, that is the manifests whose \`helm.sh/hook\` annotation makes Helm run
them at a given point of the release's life (\`pre-install\`, \`post-upgrade\`, \`test\`...). The hooks are
printed as YAML documents separated by \`---\`, each preceded by a \`# Source:\` comment naming its template.`,
      uk: `Виводить ресурси хуків релізу, тобто маніфести, анотація \`helm.sh/hook\` яких змушує Helm запускати їх у певний
момент життя релізу (\`pre-install\`, \`post-upgrade\`, \`test\`...). Хуки виводяться як YAML-документи,
розділені \`---\`, і перед кожним стоїть коментар \`# Source:\` із назвою його шаблону.`,
    },
    examples: `helm get hooks my-release
helm get hooks my-release --revision 2`,
    flags: [revision],
  },
  {
    path: ['get', 'manifest'],
    usage: 'helm get manifest RELEASE_NAME [flags]',
    short: {
      en: 'Download the manifest for a named release.',
      uk: 'Завантажити маніфест релізу за назвою.',
    },
    long: {
      en: `Print the manifest of a release: the YAML of the Kubernetes resources Helm rendered from the release's chart
and applied to the cluster. Resources rendered from the chart's subcharts are included. Hooks are not: use
\`helm get hooks\` for them.

This is the rendered content as Helm recorded it, which can differ from the live objects if they were changed
in the cluster afterwards.`,
      uk: `Виводить маніфест релізу: YAML ресурсів Kubernetes, які Helm згенерував із чарту релізу й застосував до кластера.
Ресурси, згенеровані з підчартів, теж включено. Хуки — ні: для них є \`helm get hooks\`.

Це згенерований вміст у тому вигляді, в якому його записав Helm; він може відрізнятися від живих об'єктів, якщо
їх згодом змінили в кластері.`,
    },
    examples: `helm get manifest my-release

# Compare the recorded manifest with the cluster
helm get manifest my-release | kubectl diff -f -`,
    flags: [revision],
  },
  {
    path: ['get', 'metadata'],
    usage: 'helm get metadata RELEASE_NAME [flags]',
    short: {en: 'Fetch the metadata of a named release.', uk: 'Отримати метадані релізу за назвою.'},
    long: {
      en: `Print the metadata of a release, such as its name, chart, chart version, app version, namespace, revision,
status and deployment time. With \`-o json\` or \`-o yaml\`, the same information is printed as a structured
document, which is convenient for scripts.`,
      uk: `Виводить метадані релізу, як-от назву, чарт, версію чарту, версію застосунку, простір імен, ревізію, стан і
час розгортання. З \`-o json\` або \`-o yaml\` ті самі відомості виводяться як структурований документ, що
зручно для скриптів.`,
    },
    examples: `helm get metadata my-release
helm get metadata my-release -o json`,
    flags: [
      output(
        'Output format: `table` (readable lines), `json` or `yaml`.',
        'Формат виводу: `table` (рядки для читання), `json` або `yaml`.',
      ),
      {
        name: 'revision',
        type: 'int',
        description: {
          en: 'Revision of the release to read; the latest one when not set.',
          uk: 'Ревізія релізу, яку слід прочитати; якщо не задано — остання.',
        },
      },
    ],
  },
  {
    path: ['get', 'notes'],
    usage: 'helm get notes RELEASE_NAME [flags]',
    short: {en: 'Download the notes for a named release.', uk: 'Завантажити нотатки релізу за назвою.'},
    long: {
      en: `Print the notes of a release: the text rendered from the chart's \`templates/NOTES.txt\`, usually
instructions on how to reach or use the deployed application. Helm prints them after \`install\` and
\`upgrade\`; this command shows them again. It prints nothing if the chart has no notes.`,
      uk: `Виводить нотатки релізу: текст, згенерований із \`templates/NOTES.txt\` чарту, — зазвичай пояснення, як дістатися
до розгорнутого застосунку чи як ним користуватися. Helm виводить їх після \`install\` і \`upgrade\`; ця команда
показує їх знову. Якщо чарт не має нотаток, вона нічого не виводить.`,
    },
    examples: `helm get notes my-release`,
    flags: [revision],
  },
  {
    path: ['get', 'values'],
    usage: 'helm get values RELEASE_NAME [flags]',
    short: {
      en: 'Download the values file for a named release.',
      uk: 'Завантажити файл значень релізу за назвою.',
    },
    long: {
      en: `Print the values of a release. By default these are only the user-supplied values: those given with \`-f\`,
\`--set\` and similar flags at install or upgrade time. With \`--all\`, the computed values are printed instead:
the chart's defaults merged with the user-supplied values, as the templates saw them.

The default \`table\` format prints the values as YAML under a \`USER-SUPPLIED VALUES:\` or \`COMPUTED VALUES:\`
heading. \`-o yaml\` prints the bare YAML, which can be saved and passed back with \`-f\` to reproduce the release's
configuration.`,
      uk: `Виводить значення релізу. Типово це лише передані користувачем значення: ті, що задано через \`-f\`, \`--set\` та
подібні прапорці під час встановлення чи оновлення. З прапорцем \`--all\` натомість виводяться обчислені
значення: типові значення чарту, об'єднані з переданими, — саме такі, які бачили шаблони.

Типовий формат \`table\` виводить значення як YAML під заголовком \`USER-SUPPLIED VALUES:\` або
\`COMPUTED VALUES:\`. \`-o yaml\` виводить чистий YAML, який можна зберегти й передати назад через \`-f\`, щоб
відтворити конфігурацію релізу.`,
    },
    examples: `helm get values my-release

# All computed values of revision 3, saved for reuse
helm get values my-release --all --revision 3 -o yaml > values-rev3.yaml`,
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
      output(
        'Output format: `table` (YAML under a heading), `json` or `yaml`.',
        'Формат виводу: `table` (YAML під заголовком), `json` або `yaml`.',
      ),
      revision,
    ],
  },
];
