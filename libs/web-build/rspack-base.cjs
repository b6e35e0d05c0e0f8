// Rspack settings common to the shell and the remotes.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { antdContextTest } = require('./shared.cjs');

const libs = path.resolve(__dirname, '..');

// contracts is side-effect free except its dayjs setup and yup's pt-BR locale: lets the bundler drop what a page
// doesn't use (e.g. yup).
exports.contractsSideEffects = { test: /[\\/]libs[\\/]contracts[\\/]src[\\/](?!dayjs\.ts$|yup\.ts$)/, sideEffects: false };

// @rc-component packages don't declare sideEffects; they are plain ES modules without any, and saying so
// lets tree shaking keep e.g. only FormProvider of @rc-component/form for antd's form context (~10 KB gzip).
exports.rcComponentsSideEffects = { test: /[\\/]node_modules[\\/]@rc-component[\\/][^\\/]+[\\/]es[\\/]/, sideEffects: false };

// antd's component styles as CSS written at build time, not JavaScript that writes them in the browser
// (antd-static-styles-loader.cjs). Both rules go together: the second makes the written CSS a stylesheet of its chunk.
exports.antdStaticStylesRules = [
  { test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/, loader: require.resolve('./antd-static-styles-loader.cjs') },
  { test: /\.antd\.css$/, type: 'css', sideEffects: true },
];

/**
 * antd's stylesheets are scoped by their components' class prefixes, so the order chunks put them in changes
 * nothing; rspack warns when two chunks order them differently.
 */
exports.ignoreWarnings = [/Conflicting order between/];

/**
 * The browsers the bundles are written for (the scripts' es2022). Told to the CSS minimizer: without it, it
 * wrote antd's `:is(...)` selectors three times (:-webkit-any, :-moz-any), tripling the stylesheets.
 */
const BROWSERS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 15.4', 'ios_saf >= 15.4'];
exports.minimizer = () => [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } })];

exports.swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    // Per-component antd imports, so only the components a page uses are bundled and shared.
    transformImport: [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}' }],
  },
};

exports.resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  // contracts from source: ES modules, so the browser bundles only what it uses.
  alias: {
    '@salao/contracts$': path.join(libs, 'contracts/src/index.ts'),
    // react-router's package exports point at its development build; ship the production one.
    'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
  },
};

/**
 * antd's components on the authenticated area's first screen and not on /login (see shell/rspack.config.cjs),
 * with what only they use: rc tooltip and dialog, Spin's debounce, the Layout's and Typography's icons and the
 * antd-lazy stand-ins. Left alone, those parts were a dozen files of 0.2-1 KB, each a round trip on a slow
 * network. The ConfigProvider, in every first load, uses two files of these folders: they are antd-base's.
 */
const ANTD_AREA =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](layout|grid|row|col|card|skeleton|statistic|typography|tag|tooltip|flex|alert|empty|spin|result|modal)[\\/]/;
const AREA_ONLY =
  /[\\/](node_modules[\\/](@rc-component[\\/](tooltip|dialog)[\\/]|throttle-debounce[\\/]|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](BarsOutlined|LeftOutlined|RightOutlined|EditOutlined|CopyOutlined|WarningFilled)\.js)|libs[\\/]web-build[\\/]antd-lazy[\\/])/;
// Out: what the ConfigProvider (in every first load) uses, and the parts antd-lazy.cjs loads only when drawn.
const NOT_AREA =
  /[\\/]antd[\\/]es[\\/](modal[\\/]locale|tooltip[\\/]UniqueProvider[\\/]|result[\\/](noFound|serverError|unauthorized)|typography[\\/]Editable)/;
exports.antdAreaTest = (module) => {
  const resource = module.resource ?? '';
  return (ANTD_AREA.test(resource) && !NOT_AREA.test(resource)) || AREA_ONLY.test(resource);
};

/**
 * What every first load of the shell runs of antd (see shell/rspack.config.cjs): whole packages and folders, and
 * the files the ConfigProvider, Button and notifications reach elsewhere (Button's colour helpers, the locales'
 * date parts, the notification icons, Babel's helpers of the rc packages). Outside this chunk they were ~10
 * files of 0.2-1 KB in the first wave, some of them copied into the area's files again.
 */
const ANTD_BASE =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion[\\/](hash|unitless)|antd[\\/]es[\\/](_util|config-provider|theme|style|locale|version|button|notification|space)|@rc-component[\\/](motion|portal|notification|resize-observer|trigger|util)|@babel[\\/]runtime)[\\/]/;
const BASE_PARTS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](color-picker[\\/](color|util|components[\\/]ColorPresets)\.js|modal[\\/]locale\.js|tooltip[\\/]UniqueProvider[\\/]|(calendar|date-picker|time-picker)[\\/]locale[\\/])|@rc-component[\\/](color-picker[\\/]es[\\/]color\.js|(pagination|picker)[\\/]es[\\/]locale[\\/])|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](CheckCircleFilled|CloseCircleFilled|ExclamationCircleFilled|InfoCircleFilled|CloseOutlined|LoadingOutlined)\.js)/;
// The icons' renderer (IconBase, its context and utils), not the icons themselves.
const ICONS_RENDERER = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](?!icons[\\/])/;
exports.antdBaseTest = (module) => {
  const resource = module.resource ?? '';
  return ANTD_BASE.test(resource) || BASE_PARTS.test(resource) || ICONS_RENDERER.test(resource);
};

const CLSX = /[\\/]node_modules[\\/]clsx[\\/]/;
/**
 * The shell's antd-contexts chunk also takes clsx (388 bytes, used by every antd component): on its own,
 * splitChunks left a copy of it as the only module of ~10 files of the first visit to /dashboard. Not in the
 * remotes: there it made the page download the chunk of fallback contexts for their icons' clsx.
 */
exports.antdContextsWithClsxTest = (module) => antdContextTest.test(module.resource ?? '') || CLSX.test(module.resource ?? '');

exports.splitChunks = {
  chunks: 'async',
  maxAsyncRequests: 60,
  cacheGroups: {
    // Each shared antd component is its own async chunk; without this, the internals they have in
    // common (theme, style utils, icons) would be copied into every one of them. Only parts of 4 KB or more
    // get a file of their own (docs/architecture.md ('First visit')): at minSize 0 the first visit to /dashboard fetched 151 files,
    // many of 100-300 bytes; at 4 KB it fetches 110, /login 51 instead of 88, and both weigh about the same
    // (bench/README.md, 'First visit'). 8 KB left /login 0.5 KB under its budget; 20 KB broke both budgets.
    libsInCommon: { test: /[\\/]node_modules[\\/]/, chunks: 'async', minChunks: 2, minSize: 4000, priority: 10, reuseExistingChunk: true },
    // antd's context modules are tiny; one chunk instead of thirty requests. In a remote they are only the
    // fallbacks of what the shell provides, never downloaded (bench/bundles.mjs counts ConfigContext's files).
    antdContexts: { test: (module) => antdContextTest.test(module.resource ?? ''), name: 'antd-contexts', chunks: 'all', enforce: true, priority: 20 },
  },
};
