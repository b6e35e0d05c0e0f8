// The CSS an antd style module's hooks write, as the module `<file>.antd.css` (see ../antd-static-styles-loader.cjs).
const { cssOfStyleModule } = require('./extract.cjs');

module.exports = function antdStaticCssLoader() {
  this.cacheable(true);
  return cssOfStyleModule(this.resourcePath);
};
