/** Client module: sizes the home page hero in the browser; the logic and its triggers are in src/lib/heroHeight.ts. */
import {installHeroHeight} from '@site/src/lib/heroHeight';

// Docusaurus imports client modules on the server too; only the browser has a viewport.
if (typeof window !== 'undefined') {
  installHeroHeight(window);
}
