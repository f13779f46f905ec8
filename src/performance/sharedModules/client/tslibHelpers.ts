// Browser-side `tslib`: its one user in the browser bundle, @docusaurus/utils-common (CommonJS), calls only this helper,
// and a CommonJS `require('tslib')` would otherwise keep all of tslib's helpers (about 4 KB gzip on every page).
// A helper missing here fails in the browser tests' console checks: add it to this list.
export {__importDefault} from 'tslib/tslib.es6.mjs';
