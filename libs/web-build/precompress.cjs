// Writes a .br (quality 11) and a .gz (level 9) beside every content-hashed script or stylesheet of 1 KB or
// more, once, at build time. Only hashed names: their content never changes, so a pair can never go stale
// (sw.js, index.html or remoteEntry.js may be replaced in place; they stay compressed on the fly).
// The API serves the pairs as they are (@fastify/static preCompressed): a cold visit costs the server no
// compression work for its ~150 script files, and the browser gets brotli at its best level instead of the
// on-the-fly quality 5. Written after emit, outside the compilation: they stay out of the PWA precache list
// and the federation manifest.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const HASHED = /[.-][0-9a-f]{8,}\.(m?js|css)$/;
const MIN_BYTES = 1024;

function compressFile(file) {
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) return 0;
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gz = zlib.gzipSync(raw, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  return 1;
}

exports.compressFile = compressFile;

exports.PrecompressPlugin = class PrecompressPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const out = compiler.options.output.path;
      for (const name of Object.keys(compilation.assets)) {
        if (HASHED.test(name)) compressFile(path.join(out, name));
      }
    });
  }
};
