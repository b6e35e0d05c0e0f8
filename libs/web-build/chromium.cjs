// Debian's Chromium as every browser check here starts it (e2e, bench): headless on a closed network, where
// background networking, component updates and sync would only fail their connections.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Chromium keeps only the last --disable-features switch, so a launch through Playwright that adds features must
// repeat Playwright's own list (1.65's, read off its launch; e2e/tests/chromium-flags.spec.ts fails when it changes).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
// Chromium 15x draws the address bar's dropdown as a WebUI page: every window (each test's context) started two
// hidden renderers for it, about a tenth of the e2e suite's CPU on two cores (docs/testing.md).
const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'OmniboxEverywhere', 'WebUILocationBar'];

/** For launches through Playwright (e2e, bench): CHROMIUM_ARGS without the address bar's WebUI renderers. */
const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_ARGS, OMNIBOX_WEBUI_FEATURES };
