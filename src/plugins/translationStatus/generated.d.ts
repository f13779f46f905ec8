// Written by contentLoaded in ./index.ts for each build: how much of the site each locale translates.
declare module '@generated/translation-status/default/status.json' {
  import type {StatusTable} from './table';
  const status: StatusTable;
  export default status;
}
