import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@salao/web-core';
import { incompatibility } from './compat';
import { remoteErrorPlugin } from './error-plugin';
import { isRemoteFailure } from './remote-failure';

/** A released remote (npm run release): its versioned manifest and the shared singleton ranges it needs. */
export interface ReleasedRemote {
  entry: string;
  version?: string;
  requires?: Record<string, string>;
}

/** Remote name -> manifest URL or release, read at runtime: a remote ships without rebuilding the shell. */
export type RemotesConfig = Record<string, string | ReleasedRemote>;

const entryOf = (value: string | ReleasedRemote) => (typeof value === 'string' ? value : value.entry);

let config: Promise<RemotesConfig> | null = null;

function loadConfig(): Promise<RemotesConfig> {
  config ??= fetch('/remotes.json', { credentials: 'same-origin' })
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<RemotesConfig>;
    })
    .then((remotes) => {
      registerPlugins([remoteErrorPlugin()]);
      registerRemotes(Object.entries(remotes).map(([name, value]) => ({ name, entry: entryOf(value) })));
      return remotes;
    })
    .catch((error: unknown) => {
      config = null; // let a retry fetch it again
      throw error;
    });
  return config;
}

/** The default export of what `remote` exposes as `./<expose>`. Rejects when the remote cannot be loaded. */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const remotes = await loadConfig();
  const value = remotes[remote];
  const release = typeof value === 'object' ? value : undefined;
  // Refused before loading (the caller logs why and shows the card): built against other singletons, it would break at run time.
  const why = release ? incompatibility(release.requires) : null;
  if (why) throw new Error(`Módulo ${remote} ${release?.version ?? ''} incompatível com este shell: ${why}`);
  const mod = await loadRemote<{ default: T }>(`${remote}/${expose}`);
  if (!mod || isRemoteFailure(mod) || !mod.default) throw new Error(`Módulo ${remote} indisponível`, { cause: isRemoteFailure(mod) ? mod.error : undefined });
  return mod.default;
}

const loadedRoutes = new Map<string, RemoteRoutes>();

/** The route components a remote exposes as './routes'. Rejects when the remote cannot be loaded. */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutes> {
  return loadRemoteModule<RemoteRoutes>(remote, 'routes').then((routes) => {
    loadedRoutes.set(remote, routes);
    return routes;
  });
}

/** The routes of a remote already loaded (a preload, an earlier page), so its page can render at once. */
export function remoteRoutesIfLoaded(remote: string): RemoteRoutes | undefined {
  return loadedRoutes.get(remote);
}

/** Forget a failed remote so the next load tries the network again. */
export async function resetRemote(remote: string): Promise<void> {
  loadedRoutes.delete(remote);
  const remotes = await loadConfig();
  const entry = remotes[remote];
  if (entry) registerRemotes([{ name: remote, entry: entryOf(entry) }], { force: true });
}
