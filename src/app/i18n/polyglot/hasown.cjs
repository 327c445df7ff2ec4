// Stands in for the `hasown` package that node-polyglot requires (vite.config.ts, resolve.alias): the
// same answer from Object.prototype.hasOwnProperty, without function-bind in the worker's first load.
module.exports = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
