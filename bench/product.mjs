// The built product (api/dist/main.js, what `npm start` runs) on a throwaway embedded database, for the browser
// measurements (bundles.mjs, first-visit.mjs). Resolves once it says it is up.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function startProduct(port) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'salao-bench-')),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  // The API picks the embedded database's port and retries on another when the bind fails (docs/operations.md).
  delete env.EMBEDDED_PG_PORT;
  const api = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok, fail) => {
    let out = '';
    api.stdout.on('data', (c) => {
      out += c;
      if (out.includes('está no ar')) ok();
    });
    api.once('exit', (code) => fail(new Error(`a API saiu com código ${code}`)));
  });
  return api;
}
