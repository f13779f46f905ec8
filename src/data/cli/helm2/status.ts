import type {CommandSpec} from '../types';
import {outputFlag, tlsFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['status'],
    usage: 'helm status [flags] RELEASE_NAME',
    short: {en: 'Display the status of the named release.', uk: 'Показати стан названого релізу.'},
    long: {
      en: `Show the status of a release, as Tiller reports it:

- when it was last deployed;
- the namespace the release lives in;
- its state: \`UNKNOWN\`, \`DEPLOYED\`, \`DELETED\`, \`SUPERSEDED\`, \`FAILED\` or \`DELETING\`;
- the resources it consists of, grouped by kind;
- the results of the last test run, if there was one;
- the notes the chart provides.

\`--revision\` shows an earlier revision instead of the current one.`,
      uk: `Показує стан релізу так, як його повідомляє Tiller:

- коли реліз востаннє розгортали;
- простір імен, у якому живе реліз;
- його стан: \`UNKNOWN\`, \`DEPLOYED\`, \`DELETED\`, \`SUPERSEDED\`, \`FAILED\` або \`DELETING\`;
- ресурси, з яких він складається, згруповані за типом;
- результати останнього запуску тестів, якщо він був;
- нотатки, які надає чарт.

\`--revision\` показує одну з попередніх ревізій замість поточної.`,
    },
    examples: `helm status my-db
helm status my-db --revision 2
helm status my-db -o json`,
    flags: [
      outputFlag,
      {
        name: 'revision',
        type: 'int32',
        description: {
          en: 'Show the status of this revision of the release.',
          uk: 'Показати стан цієї ревізії релізу.',
        },
      },
      ...tlsFlags,
    ],
  },
];
