// page-assets.json beside a remote's mf-manifest.json: the script files of each page a returning user may land on,
// so the API names them in the index page's `Link` header with the remote's entry (api/src/platform/http/
// landing-preload.ts; docs/architecture.md, 'First visit'). Without it a page's code was asked for only once the
// remote's routes had run, after the shared modules: the deepest request of a phone's first visit.
// A page is a dynamic import named by contracts' pageChunkName in the remote's routes.tsx ('/dashboard' →
// 'page-dashboard'; test/page-assets.test.mjs checks every remote's names).
const PAGE_PREFIX = 'page-';

exports.PageAssetsPlugin = class PageAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith(PAGE_PREFIX)) continue;
          pages[name] = group.getFiles().filter((file) => file.endsWith('.js'));
        }
        compilation.emitAsset('page-assets.json', new sources.RawSource(JSON.stringify(pages)));
      });
    });
  }
};
