// antd's style functions out of the bundle, their CSS in its place (see antd-static-css/extract.cjs and
// docs/architecture.md, 'First visit').
//
// For each antd module that defines style hooks, every hook antd draws with a known prefix gets an empty style
// function (the hook still registers its component's token variables and the shared resets at run time), and the
// module imports the CSS those functions wrote at build time. The CSS sits in the same chunk as the component, so a
// page downloads the styles of the components it draws, as a stylesheet instead of JavaScript.
const path = require('node:path');
const acorn = require('acorn');
const { staticHooks } = require('./antd-static-css/extract.cjs');

const FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const CSS_LOADER = path.join(__dirname, 'antd-static-css', 'loader.cjs');

/** The hook's cells when written literally ('Button' or ['Input', 'Shared']), else undefined (left to run time). */
function literalCells(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'ArrayExpression' && node.elements.every((e) => e?.type === 'Literal' && typeof e.value === 'string')) {
    return node.elements.map((e) => e.value);
  }
  return undefined;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * Every call of a style-hook factory in the module whose style function can be replaced: those the module makes
 * as it loads, which the build ran too. A hook made inside a function (Menu makes its own on each draw) stays
 * as it is.
 */
function staticHookCalls(ast) {
  const calls = [];
  const walk = (node) => {
    if (!node || typeof node.type !== 'string' || FUNCTIONS.has(node.type)) return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && FACTORIES.has(node.callee.name) && node.arguments.length >= 2) {
      calls.push({ cells: literalCells(node.arguments[0]), styleFn: node.arguments[1] });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value.type === 'string') walk(value);
    }
  };
  walk(ast);
  // A call whose cells are not literal is left to run time (a name no prefix is known for).
  return staticHooks(calls.map((c, i) => ({ ...c, cells: c.cells ?? `computed ${i}` }))).map((c) => c.styleFn);
}

module.exports = function antdStaticStylesLoader(source) {
  if (!/gen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/.test(source)) return source;
  const styleFns = staticHookCalls(acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  if (styleFns.length === 0) return source;
  let out = source;
  for (const fn of styleFns.sort((a, b) => b.start - a.start)) out = `${out.slice(0, fn.start)}() => []${out.slice(fn.end)}`;
  const css = `${this.resourcePath}.antd.css!=!${CSS_LOADER}!${this.resourcePath}`;
  return `import ${JSON.stringify(css)};\n${out}`;
};
