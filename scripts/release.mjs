#!/usr/bin/env node
// `npm run release -- <remote> [--bump patch|minor|major|none] [--rollback [version]] [--no-build] [--from <dir>]`:
// raises the remote's package.json version (patch by default), builds it and publishes it as a new version
// (libs/web-build/release.mjs); the shell and the other remotes are untouched (README, 'Releasing one module').
// RELEASES_DIR (default <repo>/releases) is the folder the API serves under /releases/.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bumpVersion, publish, remoteByFolder, rollback } from '../libs/web-build/release.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const folder = args[0];
const flag = (name) => args.indexOf(name);
const value = (name) => (flag(name) >= 0 && args[flag(name) + 1] && !args[flag(name) + 1].startsWith('--') ? args[flag(name) + 1] : undefined);
const releasesDir = resolve(process.env.RELEASES_DIR || join(root, 'releases'));

try {
  if (!folder || folder.startsWith('--'))
    throw new Error('Uso: npm run release -- <remoto> [--bump patch|minor|major|none] [--rollback [versão]] [--no-build] [--from <pasta>]');
  remoteByFolder(folder);
  let result;
  if (flag('--rollback') >= 0) {
    result = rollback({ releasesDir, folder, to: value('--rollback') });
  } else {
    const from = value('--from');
    const version = bumpVersion({ root, folder, bump: value('--bump') ?? 'patch' });
    console.log(`${folder}: versão ${version}`);
    if (!from && flag('--no-build') < 0) {
      const build = spawnSync('npm', ['run', 'build', '-w', folder], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
      if (build.status !== 0) throw new Error(`O build de ${folder} falhou`);
    }
    result = publish({ root, releasesDir, folder, from: from && resolve(from) });
  }
  console.log(`${folder} ${result.version} publicado: ${result.entry.entry}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
