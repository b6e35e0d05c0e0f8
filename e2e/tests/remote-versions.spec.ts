import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { loginAs } from './helpers';

// A remote declares the web-core, react, react-dom, antd and react-query ranges it needs (its package.json, built
// into its mf-manifest.json); a shell that cannot meet them refuses it (docs/architecture.md, 'Shared code and versions').
const root = resolve(__dirname, '..', '..');
const releasesDir = () => process.env.E2E_RELEASES_DIR!;

/** Publishes `build` as mf-estoque into this worker's releases (the repository's package.json is not bumped). */
function releaseEstoque(build: string): { version: string; requires: Record<string, string> } {
  const env = { ...process.env, RELEASES_DIR: releasesDir() };
  execFileSync(process.execPath, [join(root, 'scripts', 'release.mjs'), 'mf-estoque', '--from', build, '--bump', 'none'], { env, stdio: 'pipe' });
  return JSON.parse(readFileSync(join(releasesDir(), 'remotes.json'), 'utf8')).mf_estoque;
}

/** A copy of mf-estoque's build whose manifest asks `range` of web-core, as a build with that dependency would. */
function estoqueBuiltAgainst(range: string): string {
  const build = mkdtempSync(join(tmpdir(), 'salao-estoque-webcore-'));
  cpSync(join(root, 'mf-estoque', 'dist'), build, { recursive: true });
  const file = join(build, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const shared of manifest.shared) if (String(shared.name).startsWith('@salao/web-core')) shared.requiredVersion = range;
  writeFileSync(file, JSON.stringify(manifest));
  return build;
}

// The other spec files run against the remotes as built: forget every release made here.
test.afterEach(() => rmSync(join(releasesDir(), 'remotes.json'), { force: true }));

test('a remote built against web-core 2.0.0 is refused by a 1.x shell: the error card, and the console says why', { tag: '@shell' }, async ({ page, demo }) => {
  const released = releaseEstoque(estoqueBuiltAgainst('^2.0.0'));
  expect(released.requires['@salao/web-core']).toBe('^2.0.0');
  const logs: string[] = [];
  page.on('console', (msg) => logs.push(msg.text()));
  const loaded: string[] = [];
  page.on('response', (res) => loaded.push(res.url()));
  await loginAs(page, demo.admin, '/estoque');
  await expect(page.getByText('Não foi possível carregar esta área')).toBeVisible();
  expect(logs.join('\n')).toMatch(/incompatível com este shell: requer @salao\/web-core \^2\.0\.0 \(o shell tem 1\.\d+\.\d+\)/);
  // Nothing of the refused remote was downloaded; the rest of the app still works.
  expect(loaded.filter((url) => url.includes('/releases/mf-estoque/'))).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
});

test('the same remote declaring web-core ^1.0.0 loads on the 1.x shell', { tag: '@shell' }, async ({ page, demo }) => {
  const released = releaseEstoque(estoqueBuiltAgainst('^1.0.0'));
  expect(Object.keys(released.requires).sort()).toEqual(['@salao/web-core', '@tanstack/react-query', 'antd', 'react', 'react-dom']);
  const loaded: string[] = [];
  page.on('response', (res) => loaded.push(res.url()));
  await loginAs(page, demo.admin, '/estoque');
  await expect.poll(() => loaded.some((url) => url.includes(`/releases/mf-estoque/${released.version}/remoteEntry.js`))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Estoque' }).first()).toBeVisible();
  await expect(page.getByText('Não foi possível carregar esta área')).toHaveCount(0);
});
