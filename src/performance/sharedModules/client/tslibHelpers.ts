// Browser-side `tslib`: its one user in the browser bundle, @docusaurus/utils-common (CommonJS), calls only this helper,
// and a CommonJS `require('tslib')` would otherwise keep all of tslib's helpers on every page (ARCHITECTURE.md).
// A helper missing here fails the Docusaurus contract tests: add it to this list.
export {__importDefault} from 'tslib/tslib.es6.mjs';
