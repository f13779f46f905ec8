/** Client module: sizes the home page hero in the browser; the logic and its triggers are in src/lib/heroHeight.ts. */
import {installHeroHeight, type HeroHeight} from '@site/src/lib/heroHeight';

// Docusaurus imports client modules on the server too; only the browser has a viewport.
const heroHeight: HeroHeight | undefined = typeof window !== 'undefined' ? installHeroHeight(window) : undefined;

export function onRouteDidUpdate(): void {
  heroHeight?.routeDidUpdate();
}
