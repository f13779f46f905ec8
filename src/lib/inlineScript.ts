/**
 * A browser function as the text of an inline <script> that calls it with `args`: written and unit-tested as
 * code, serialised when the configuration loads. The function must use nothing outside itself but its arguments
 * and browser globals; the CSP allows the resulting text by its hash (scripts/headers).
 */
export function inlineScript<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  const source = run
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  // A transpiler may wrap code in helpers that exist only in its own module. esbuild's `__name(fn, "name")`, which
  // only keeps function names (tsx), gets an identity stand-in; any other helper stops here.
  const helper = /\b__(?!name\()[A-Za-z]+\(/.exec(source);
  if (helper) {
    throw new Error(`inlineScript(${run.name}): the serialised function calls the transpiler helper ${helper[0].slice(0, -1)}, which the page does not have.`);
  }
  const call = `(${source})(${args.map((arg) => JSON.stringify(arg)).join(',')})`;
  return /\b__name\(/.test(source) ? `(function(__name){${call}})(function(f){return f})` : call;
}
