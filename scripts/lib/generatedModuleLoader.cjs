/** A webpack loader that answers a module's source with the `source` it is given (see webpack.config.ts). */
module.exports = function generatedModuleLoader() {
  return this.getOptions().source;
};
