import {GeneratedFileFormatError} from '../generatedFiles';

/** Server-only fields of the site configuration: the browser bundle never reads them, yet Docusaurus ships them all. */
export const SERVER_ONLY_CONFIG_KEYS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'headTags',
  'clientModules',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const;

const CONFIG_MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/** Drops the server-only fields from the generated `docusaurus.config.mjs`, keeping its header comment. */
export function slimSiteConfig(source: string): string {
  const match = CONFIG_MODULE.exec(source);
  if (!match) {
    throw new GeneratedFileFormatError('slimGeneratedData', 'docusaurus.config.mjs', 'export default {...};');
  }
  const config = JSON.parse(match[2]!) as Record<string, unknown>;
  const present = SERVER_ONLY_CONFIG_KEYS.filter((key) => key in config);
  if (present.length === 0) {
    throw new GeneratedFileFormatError('slimGeneratedData', 'docusaurus.config.mjs', `some of the keys ${SERVER_ONLY_CONFIG_KEYS.join(', ')}`);
  }
  for (const key of present) {
    delete config[key];
  }
  return `${match[1]}${JSON.stringify(config, null, 2)};\n`;
}

/** UI strings only the home page uses (`home.*` ids): they travel in the home page's chunk, not in every page's. */
export const HOME_TRANSLATION_PREFIX = 'home.';

/** Splits UI strings (id → message) into those every page needs and the home page's own. */
export function splitCodeTranslations(all: Record<string, string>): {shared: Record<string, string>; home: Record<string, string>} {
  const shared: Record<string, string> = {};
  const home: Record<string, string> = {};
  for (const [id, message] of Object.entries(all)) {
    (id.startsWith(HOME_TRANSLATION_PREFIX) ? home : shared)[id] = message;
  }
  return {shared, home};
}
