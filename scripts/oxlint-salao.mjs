// The repository's own oxlint rules (a JS plugin, loaded by .oxlintrc.json's jsPlugins), for what oxlint's
// built-in rules cannot say.

/**
 * `new Date()` without arguments reads the machine's clock. Domain code takes "now" from the injected clock
 * (docs/architecture.md, 'One clock'), so tests can move it; `new Date(clock.now())` is the way to get a Date.
 */
const noArglessDate = {
  meta: { type: 'problem', docs: { description: 'new Date() without arguments outside the injected clock' } },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0) {
          context.report({ node, message: 'Use o relógio injetado: new Date(this.clock.now()) (docs/architecture.md, "One clock").' });
        }
      },
    };
  },
};

export default { meta: { name: 'salao' }, rules: { 'no-argless-date': noArglessDate } };
