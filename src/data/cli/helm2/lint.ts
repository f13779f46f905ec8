import type {CommandSpec} from '../types';
import {setFlags, valuesFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['lint'],
    usage: 'helm lint [flags] PATH',
    short: {en: 'Examine a chart for possible issues.', uk: 'Перевірити чарт на можливі проблеми.'},
    long: {
      en: `Run a series of checks on a chart to verify that it is well-formed. Give the path of a chart directory or
packaged chart; several paths can be checked at once.

Problems that would make the installation fail are reported as \`[ERROR]\` and make the command fail. Departures from
conventions and recommendations are reported as \`[WARNING]\`; with \`--strict\`, warnings make the command fail too.
The templates are rendered with the chart's values, overridden by \`-f\`/\`--values\` and the \`--set\` flags.`,
      uk: `Виконує низку перевірок чарту, щоб переконатися, що він правильно сформований. Укажіть шлях до каталогу чарту
або запакованого чарту; можна перевірити кілька шляхів за раз.

Проблеми, через які встановлення не вдалося б, позначаються як \`[ERROR]\` і роблять команду невдалою. Відступи від
домовленостей і рекомендацій позначаються як \`[WARNING]\`; з \`--strict\` невдалою команду роблять і попередження.
Шаблони рендеряться зі значеннями чарту, які можна перевизначити через \`-f\`/\`--values\` і прапорці \`--set\`.`,
    },
    examples: `helm lint ./mychart
helm lint ./mychart --strict -f values-prod.yaml`,
    flags: [
      {
        name: 'namespace',
        type: 'string',
        default: '"default"',
        description: {
          en: 'Namespace to render the release into while linting.',
          uk: 'Простір імен, у якому рендерити реліз під час перевірки.',
        },
      },
      ...setFlags,
      {
        name: 'strict',
        type: 'bool',
        description: {
          en: 'Fail on warnings as well as on errors.',
          uk: 'Завершуватися з помилкою не лише через помилки, а й через попередження.',
        },
      },
      valuesFlag,
    ],
  },
];
