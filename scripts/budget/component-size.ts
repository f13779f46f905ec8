/**
 * What one component adds to the scripts of the pages that show it: its own code bundled and minified with
 * React, Docusaurus and the theme left out (every page loads those anyway), gzip bytes. Rspack puts that code into
 * the chunk of the page type, so this is the component's share of the figures above.
 */
import {build} from 'esbuild';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

const ROOT = join(__dirname, '../..');

export async function componentScriptBytes(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    external: ['react', 'react/*', 'react-dom', '@docusaurus/*', '@theme/*'],
    alias: {'@site': ROOT},
    // A stylesheet is CSS, not script: its import becomes an empty class map, as small as Rspack's.
    plugins: [
      {
        name: 'css-modules-as-empty-maps',
        setup(esbuild) {
          esbuild.onResolve({filter: /\.css$/}, ({path}) => ({path, namespace: 'css'}));
          esbuild.onLoad({filter: /.*/, namespace: 'css'}, () => ({contents: 'export default {}', loader: 'js'}));
        },
      },
    ],
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}
