// Stands in for the `object.entries` package that node-polyglot requires (vite.config.ts, resolve.alias):
// every browser the app supports has Object.entries, and the package's polyfill machinery
// (get-intrinsic, es-abstract helpers) weighed about 5 KB gzip of the worker's first load.
module.exports = Object.entries;
