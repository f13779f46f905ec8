import type {CommandSpec} from '../types';
import {outputFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['history'],
    aliases: ['hist'],
    usage: 'helm history RELEASE_NAME [flags]',
    short: {en: 'Fetch release history.', uk: 'Отримати історію релізу.'},
    long: {
      en: `List the revisions of a release, oldest first. Every install, upgrade and rollback creates a new revision, and
each row shows its number, when it was deployed, its status, the chart and app version it used, and a
description of what happened:

\`\`\`text
REVISION  UPDATED                   STATUS      CHART         APP VERSION  DESCRIPTION
1         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Install complete
2         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Upgrade complete
3         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Rollback to 1
4         Mon Oct  3 10:15:13 2016  deployed    alpine-0.1.0  1.0          Upgrade complete
\`\`\`

At most the 256 most recent revisions are shown; \`--max\` changes that limit. How many revisions Helm keeps at
all is set by \`--history-max\` on \`helm upgrade\` (or \`HELM_MAX_HISTORY\`). A revision number from this list can
be passed to \`helm rollback\` or to the \`--revision\` flag of \`helm get\` and \`helm status\`.`,
      uk: `Показує ревізії релізу, від найстарішої. Кожне встановлення, оновлення й відкат створює нову ревізію, а кожен
рядок містить її номер, час розгортання, стан, використані чарт і версію застосунку та опис того, що сталося:

\`\`\`text
REVISION  UPDATED                   STATUS      CHART         APP VERSION  DESCRIPTION
1         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Install complete
2         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Upgrade complete
3         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Rollback to 1
4         Mon Oct  3 10:15:13 2016  deployed    alpine-0.1.0  1.0          Upgrade complete
\`\`\`

Показується щонайбільше 256 останніх ревізій; прапорець \`--max\` змінює це обмеження. Скільки ревізій Helm узагалі
зберігає, визначає \`--history-max\` команди \`helm upgrade\` (або \`HELM_MAX_HISTORY\`). Номер ревізії з цього
переліку можна передати команді \`helm rollback\` або прапорцю \`--revision\` команд \`helm get\` і \`helm status\`.`,
    },
    examples: `helm history my-release

# The last five revisions, as JSON
helm history my-release --max 5 -o json`,
    flags: [
      {
        name: 'max',
        type: 'int',
        default: '256',
        description: {
          en: 'Maximum number of revisions to show; the most recent ones are kept.',
          uk: 'Найбільша кількість ревізій для показу; залишаються найновіші.',
        },
      },
      outputFlag,
    ],
  },
];
