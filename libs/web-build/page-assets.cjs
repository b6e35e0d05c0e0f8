// page-assets.json beside a build's output: the script files a returning user's landing page needs, so the API
// names them in the index page's `Link` header (api/src/platform/http/landing-preload.ts; docs/architecture.md,
// 'First visit') instead of the browser finding them one level after another (main.js → the area's code → the shared
// modules it asks for → the remote's routes → the page → the shared modules the page asks for).
// - groups: each named chunk group the build's `groups` pattern matches, with its scripts and the shared modules
//   (Module Federation share keys) its code asks for. A remote's pages are dynamic imports named by contracts'
//   pageChunkName in its routes.tsx ('/dashboard' → 'page-dashboard'; test/page-assets.test.mjs checks the names).
// - provides (the shell's, with `provides: true`): for each shared module the shell provides, the scripts that load
//   it and the shared modules it asks for in turn; the shell's copies are the ones loaded (shareStrategy 'loaded-first').
const CONSUME = /^consume shared module \([^)]*\) (@?[^@]+)@/;
const PROVIDE = /^provide shared module \([^)]*\) (@?[^@]+)@/;

const scripts = (group) => group.getFiles().filter((file) => file.endsWith('.js'));

/** The share keys the modules of these chunks consume, sorted. */
function sharedKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks)
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = CONSUME.exec(module.identifier())?.[1];
      if (key) keys.add(key);
    }
  return [...keys].sort();
}

exports.PageAssetsPlugin = class PageAssetsPlugin {
  /** @param {{ groups?: RegExp, provides?: boolean }} options */
  constructor({ groups = /^page-/, provides = false } = {}) {
    this.groups = groups;
    this.provides = provides;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const out = { groups: {}, provides: {} };
        for (const [name, group] of compilation.namedChunkGroups)
          if (this.groups.test(name)) out.groups[name] = { files: scripts(group), shared: sharedKeys(compilation, group.chunks) };
        if (this.provides)
          for (const group of compilation.chunkGroups) {
            const key = group.origins?.map((origin) => (origin.module ? PROVIDE.exec(origin.module.identifier())?.[1] : undefined)).find(Boolean);
            if (key) out.provides[key] = { files: scripts(group), shared: sharedKeys(compilation, group.chunks) };
          }
        compilation.emitAsset('page-assets.json', new sources.RawSource(JSON.stringify(out)));
      });
    });
  }
};
