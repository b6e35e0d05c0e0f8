// Parts of antd components that our screens never draw, loaded only if one ever does (docs/architecture.md ('First visit')).
//
// A Card imports Tabs for its `tabList`, and Tabs brings a dropdown and a whole menu: ~28 KB brotli on the
// first visit to /dashboard for cards without tabs. Typography imports its in-place editor (TextArea, ~8 KB)
// for `editable`, and Result its three large illustrations (403, 404, 500: ~9 KB) for those statuses. Inside
// antd only, each import is swapped for a stand-in (./antd-lazy/) that downloads the real part the first time
// it is drawn: the component keeps its whole behaviour, and a screen that never uses the part never pays for it.
const path = require('node:path');
const { rspack } = require('@rspack/core');

const stub = (name) => path.join(__dirname, 'antd-lazy', `${name}.mjs`);

/** [folder of the importing antd module, the request it makes, the stand-in]. */
const SWAPS = [
  [['card'], '../tabs', stub('card-tabs')],
  [['typography', 'Base'], '../Editable', stub('typography-editable')],
  [['result'], './unauthorized', stub('result-403')],
  [['result'], './noFound', stub('result-404')],
  [['result'], './serverError', stub('result-500')],
];

const inAntd = (context, folder) =>
  context
    .split(path.sep)
    .join('/')
    .endsWith(`/node_modules/antd/es/${folder.join('/')}`);

exports.antdLazyParts = function antdLazyParts() {
  return new rspack.NormalModuleReplacementPlugin(/^\.\.?\/(tabs|Editable|unauthorized|noFound|serverError)$/, (resource) => {
    const swap = SWAPS.find(([folder, request]) => resource.request === request && inAntd(resource.context, folder));
    if (swap) resource.request = swap[2];
  });
};
