// JavaScript downloaded by a first visit, measured one way for the bench and for the e2e test that enforces the
// budgets (docs/product/limits.md, 'Speed budgets'): the gzip bytes (level 9) of every script the page
// downloaded, shell and remotes, whatever compression the server sent them with.
const { gzipSync } = require('node:zlib');

/** gzip KB budgets of a first visit: the public booking page is /agendar/<slug>. */
exports.BUDGETS_KB = { '/login': 200, '/dashboard': 300, '/agendar': 150 };

/** The budget of a path, in bytes. */
exports.budgetOf = (path) => exports.BUDGETS_KB[path.startsWith('/agendar/') ? '/agendar' : path] * 1024;

/** Files that must be downloaded exactly once (a second copy would be a second React or a second antd context). */
exports.MARKERS = {
  'react-dom': '__reactContainer$',
  'antd ConfigContext': '"outlined","borderless","filled","underlined"',
};

/**
 * Starts collecting the scripts a Playwright page downloads; call before its first navigation.
 * @returns {() => { files: number, total: number, duplicates: number, markers: Record<string, number>, scripts: { url: string, raw: number, gzip: number }[] }}
 */
exports.collectScripts = function collectScripts(page) {
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') }),
        () => null, // aborted or redirected: not downloaded
      ),
    );
  });
  return async function result() {
    const scripts = (await Promise.all(pending)).filter(Boolean);
    const urls = scripts.map((s) => s.url);
    const markers = Object.fromEntries(Object.entries(exports.MARKERS).map(([name, marker]) => [name, scripts.filter((s) => s.text.includes(marker)).length]));
    return {
      files: scripts.length,
      total: scripts.reduce((sum, s) => sum + s.gzip, 0),
      duplicates: urls.length - new Set(urls).size,
      markers,
      scripts: scripts.map(({ url, raw, gzip }) => ({ url, raw, gzip })),
    };
  };
};
