/** A file Docusaurus generates no longer has the shape a plugin of this site rewrites: the build stops, naming both. */
export class GeneratedFileFormatError extends Error {
  constructor(plugin: string, file: string, expected: string) {
    super(
      `src/plugins/${plugin}: ${file} is not in the format this plugin expects (${expected}). ` +
        `Docusaurus has probably changed how it generates the file: update src/plugins/${plugin}/transforms.ts.`,
    );
    this.name = 'GeneratedFileFormatError';
  }
}
