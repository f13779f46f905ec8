import type {CurrentBundler} from '@docusaurus/types';

/** Shared by the performance plugins that give the browser bundle its own copy of a file Docusaurus generates in `.docusaurus/`. */

/** A generated file no longer has the shape a plugin of this site rewrites: the build stops, naming both. */
export class GeneratedFileFormatError extends Error {
  constructor(plugin: string, file: string, expected: string) {
    super(
      `src/performance/${plugin}: ${file} is not in the format this plugin expects (${expected}). ` +
        `Docusaurus has probably changed how it generates the file: update src/performance/${plugin}/transforms.ts (ARCHITECTURE.md, "Upgrading Docusaurus").`,
    );
    this.name = 'GeneratedFileFormatError';
  }
}

/** Makes the bundle load `file` wherever its code imports exactly `request` (such as `@generated/registry`). */
export function replaceGeneratedModule(bundler: CurrentBundler, request: string, file: string) {
  const exact = new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  return new bundler.instance.NormalModuleReplacementPlugin(exact, file);
}
