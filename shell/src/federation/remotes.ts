import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@salao/web-core';
import { remoteErrorPlugin } from './error-plugin';
import { isRemoteFailure } from './remote-failure';

/** Remote name -> manifest URL, read at runtime so an operator can move a remote without rebuilding the shell. */
export type RemotesConfig = Record<string, string>;

let config: Promise<RemotesConfig> | null = null;

function loadConfig(): Promise<RemotesConfig> {
  config ??= fetch('/remotes.json', { credentials: 'same-origin' })
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<RemotesConfig>;
    })
    .then((remotes) => {
      registerPlugins([remoteErrorPlugin()]);
      registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
      return remotes;
    })
    .catch((error: unknown) => {
      config = null; // let a retry fetch it again
      throw error;
    });
  return config;
}

/** The route components a remote exposes as './routes'. Rejects when the remote cannot be loaded. */
export async function loadRemoteRoutes(remote: string): Promise<RemoteRoutes> {
  await loadConfig();
  const mod = await loadRemote<{ default: RemoteRoutes }>(`${remote}/routes`);
  if (!mod || isRemoteFailure(mod) || !mod.default) throw new Error(`Módulo ${remote} indisponível`, { cause: isRemoteFailure(mod) ? mod.error : undefined });
  return mod.default;
}

/** Forget a failed remote so the next load tries the network again. */
export async function resetRemote(remote: string): Promise<void> {
  const remotes = await loadConfig();
  const entry = remotes[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
