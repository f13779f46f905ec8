// tslib's ES module build has the helpers of its main entry, which carries the types.
declare module 'tslib/tslib.es6.mjs' {
  export {__importDefault} from 'tslib';
}
