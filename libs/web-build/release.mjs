// Independent release of one remote (docs/product/overview.md ('PWA and push')): copy its build into <releases>/<folder>/<version>-<hash>/ and
// point the runtime manifest <releases>/remotes.json at it, atomically. Old versions stay on disk and served,
// so a rollback is only a manifest change. Nothing outside <releases>/<folder>/ and remotes.json is touched.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);
/** Name -> folder: the one list of remotes. */
export const REMOTES = require('./remotes.json');

const { CHECKED_SINGLETONS } = require('./singletons.cjs');

export function remoteByFolder(folder) {
  const name = Object.entries(REMOTES).find(([, f]) => f === folder)?.[0];
  if (!name) throw new Error(`Remoto desconhecido: ${folder} (veja libs/web-build/remotes.json)`);
  return name;
}

function filesOf(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out.push(relative(dir, full).replace(/\\/g, '/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Hash of every file name and content of a build: equal builds give the same version folder. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 10);
}

/**
 * Ranges the remote needs of the checked singletons: the requiredVersion its build recorded in mf-manifest.json
 * (its package.json dependencies when it was built, libs/web-build/shared.cjs), else its package.json now, else
 * a caret range of the installed version.
 */
export function requiredRanges(remoteDir, dist = join(remoteDir, 'dist')) {
  const shared = readJson(join(dist, 'mf-manifest.json'), {}).shared ?? [];
  const built = (name) => shared.find((s) => s.name === name || (name === 'antd' && s.name?.startsWith('antd/es/')))?.requiredVersion;
  const declared = CHECKED_SINGLETONS.rangesOf(remoteDir);
  const installed = CHECKED_SINGLETONS.versions();
  return Object.fromEntries(CHECKED_SINGLETONS.names.map((name) => [name, built(name) || declared[name] || `^${installed[name]}`]));
}

const BUMPS = ['major', 'minor', 'patch'];

/** Raises the version in <root>/<folder>/package.json (patch by default; 'none' keeps it); returns the new version. */
export function bumpVersion({ root, folder, bump = 'patch' }) {
  remoteByFolder(folder);
  const file = join(root, folder, 'package.json');
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text);
  if (bump === 'none') return pkg.version;
  const at = BUMPS.indexOf(bump);
  if (at < 0) throw new Error(`--bump deve ser major, minor, patch ou none (veio ${bump})`);
  const parts = pkg.version.split('-')[0].split('.').map(Number);
  const version = parts.map((n, i) => (i < at ? n : i === at ? n + 1 : 0)).join('.');
  // Only the version line changes: the rest of the file keeps its order and formatting.
  writeFileSync(file, text.replace(/("version"\s*:\s*)"[^"]*"/, `$1"${version}"`));
  return version;
}

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** Write to a temporary file and rename it over the target: readers see the old or the new file, never half. */
export function writeJsonAtomic(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

/** The manifest to start from: the current one, else the default every shell build emits. */
function currentManifest(releasesDir) {
  const defaults = Object.fromEntries(Object.entries(REMOTES).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]));
  return readJson(join(releasesDir, 'remotes.json'), defaults);
}

function setEntry(releasesDir, folder, version) {
  const name = remoteByFolder(folder);
  const meta = readJson(join(releasesDir, folder, version, 'release.json'), null);
  if (!meta) throw new Error(`Versão ${version} de ${folder} não encontrada em ${releasesDir}`);
  const manifest = currentManifest(releasesDir);
  manifest[name] = { entry: `/releases/${folder}/${version}/mf-manifest.json`, version, requires: meta.requires };
  writeJsonAtomic(join(releasesDir, 'remotes.json'), manifest);
  const history = readJson(join(releasesDir, folder, 'history.json'), []);
  if (history.at(-1) !== version) history.push(version);
  writeJsonAtomic(join(releasesDir, folder, 'history.json'), history);
  return { name, version, entry: manifest[name] };
}

/**
 * Publishes the build in `from` (default <remote>/dist) of remote `folder`.
 * @param {{ root: string, releasesDir: string, folder: string, from?: string }} options
 */
export function publish({ root, releasesDir, folder, from }) {
  remoteByFolder(folder);
  const remoteDir = join(root, folder);
  const dist = from ?? join(remoteDir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`Build de ${folder} ausente em ${dist}: rode o build primeiro`);
  const pkgVersion = JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8')).version;
  const version = `${pkgVersion}-${contentHash(dist)}`;
  const target = join(releasesDir, folder, version);
  if (!existsSync(join(target, 'release.json'))) {
    // Copy into a temporary folder first: a half-copied version is never visible under its final name.
    const tmp = `${target}.tmp-${process.pid}`;
    cpSync(dist, tmp, { recursive: true });
    writeFileSync(
      join(tmp, 'release.json'),
      `${JSON.stringify({ version, requires: requiredRanges(remoteDir, dist), publishedAt: new Date().toISOString() }, null, 2)}\n`,
    );
    renameSync(tmp, target);
  }
  return setEntry(releasesDir, folder, version);
}

/** Points the manifest back at the version published before the current one (or at `to`). */
export function rollback({ releasesDir, folder, to }) {
  const history = readJson(join(releasesDir, folder, 'history.json'), []);
  const manifest = currentManifest(releasesDir);
  const current = manifest[remoteByFolder(folder)]?.version;
  const version = to ?? history.filter((v) => v !== current).at(-1);
  if (!version || !statSync(join(releasesDir, folder, version), { throwIfNoEntry: false })) throw new Error(`Sem versão anterior de ${folder} para voltar`);
  const result = setEntry(releasesDir, folder, version);
  // Rolling back forgets the bad version in the history, so a second rollback goes further back.
  writeJsonAtomic(
    join(releasesDir, folder, 'history.json'),
    history.filter((v) => v !== current),
  );
  return result;
}
