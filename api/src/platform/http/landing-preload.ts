import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { AREA_ROUTES, pageChunkName } from '@salao/contracts';
import { hasSessionCookie } from './index-page';

/** What the API serves the built remotes from (static-web.ts): <webRoot>/<folder>/dist. */
export interface WebFiles {
  webRoot: string;
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The runtime list of remotes, fetched by the shell with same-origin credentials (shell/src/federation/remotes.ts). */
export const REMOTES_LINK = '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous';

/**
 * What every area page asks first, whoever the user: the session's check and the permissions. web-core's fetch sends
 * credentials ('include'), so the hints are `use-credentials` for the browser to hand the answers to those fetches.
 */
export const AREA_DATA_LINKS = ['/api/session', '/api/establishment/permissions'].map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`);

/** The file behind a built remote's manifest URL, or null (another path, or one leaving the root). */
function manifestFile(url: string, { webRoot }: WebFiles): string | null {
  if (url.includes('..')) return null;
  const built = /^\/remotes\/([\w-]+)\/(.+)$/.exec(url);
  return built ? join(webRoot, built[1]!, 'dist', built[2]!) : null;
}

function readJson<T>(file: string | null): T | null {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A build's page-assets.json (libs/web-build/page-assets.cjs): scripts and share keys by chunk group, and the shell's provides. */
interface PageAssets {
  groups?: Record<string, AssetEntry>;
  provides?: Record<string, AssetEntry>;
}
interface AssetEntry {
  files: string[];
  shared: string[];
}

const script = (url: string) => `<${url}>; rel=preload; as=script`;

/**
 * A `Link` header that starts everything a returning user's landing page needs with the page itself
 * (docs/architecture.md ('First visit')): the runtime list of remotes; the shell's first code (its bootstrap and the
 * area's frame, page-assets.json of the shell's build); for a built remote its manifest, entry, route table and the
 * page's scripts; the shell's scripts of every shared module those ask for (React, web-core…, the shell's copies are
 * the ones loaded); and the session's check and permissions. Without it the browser found them one level after
 * another: main.js, the area's code, the shared modules, the remote's routes, the page, the page's shared modules.
 * Null for a visitor (no session cookie: the login page needs none of it) and for paths that are not an area.
 * `readRemotes` gives the runtime list (read per page load: a release may change it at any time).
 * The cookie is only a hint: a stale one costs these few downloads, and the session is checked as always.
 */
export function landingPreloadLinks(
  path: string,
  cookieHeader: string | undefined,
  readRemotes: () => Record<string, unknown> | null,
  files: WebFiles,
): string | null {
  if (!hasSessionCookie(cookieHeader)) return null;
  const route = AREA_ROUTES.find((r) => r.path === path);
  const remotes = route ? readRemotes() : null;
  if (!route || !remotes) return null;
  const shell = readJson<PageAssets>(join(files.webRoot, 'shell', 'dist', 'page-assets.json'));
  const shellGroups = Object.values(shell?.groups ?? {});
  const remote = remoteHints(remotes[route.remote], 'routes', files, pageChunkName(route.path));
  const scripts = new Set(shellGroups.flatMap((g) => g.files.map((f) => `/${f}`)));
  const wanted = [...shellGroups.flatMap((g) => g.shared), ...remote.shared];
  for (const seen = new Set<string>(); wanted.length;) {
    const key = wanted.pop()!;
    const provided = seen.has(key) ? undefined : shell?.provides?.[key];
    seen.add(key);
    if (!provided) continue;
    for (const f of provided.files) scripts.add(`/${f}`);
    wanted.push(...provided.shared);
  }
  for (const url of remote.scripts) scripts.delete(url);
  return [REMOTES_LINK, ...AREA_DATA_LINKS, ...[...scripts].map(script), ...remote.links].join(', ');
}

/** The hints for one built remote's expose, as remoteLinks writes them, and the share keys its page asks for. */
function remoteHints(url: unknown, expose: string, files: WebFiles, page?: string): { links: string[]; scripts: string[]; shared: string[] } {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return { links: [], scripts: [], shared: [] };
  const links = [`<${url}>; rel=preload; as=fetch; crossorigin=anonymous`];
  const file = manifestFile(url, files);
  const manifest = readJson<Manifest>(file);
  const entry = manifest?.metaData?.remoteEntry;
  if (!manifest || !entry?.name) return { links, scripts: [], shared: [] };
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath.replace(/\/?$/, '/') : `${posix.dirname(url)}/`;
  const pageAssets = page ? readJson<PageAssets>(join(dirname(file!), 'page-assets.json'))?.groups?.[page] : undefined;
  const names = [
    posix.join(entry.path ?? '', entry.name),
    ...(manifest.exposes?.find((e) => e.name === expose)?.assets?.js?.sync ?? []),
    ...(pageAssets?.files ?? []),
  ];
  const scripts = [...new Set(names.map((f) => `${base}${f.replace(/^\/+/, '')}`))];
  return { links: [...links, ...scripts.map(script)], scripts, shared: pageAssets?.shared ?? [] };
}

/**
 * The hints for one built remote's expose: its manifest (fetched by the federation runtime with same-origin
 * credentials, as `crossorigin=anonymous` preloads them), its entry and the expose's scripts, read from the
 * built manifest, and with `page` that page's own scripts, read from the page-assets.json its build writes beside
 * the manifest (libs/web-build/page-assets.cjs): without them a page's code was asked for only after the routes ran.
 * A released remote ({ entry, requires }) is loaded only if the shell finds its shared versions
 * compatible (shell/src/federation/compat.ts): none of its files is hinted, so a refused one downloads nothing.
 * Nor is a remote hosted elsewhere: its manifest is not ours to read.
 */
export function remoteLinks(url: unknown, expose: string, files: WebFiles, page?: string): string[] {
  return remoteHints(url, expose, files, page).links;
}
