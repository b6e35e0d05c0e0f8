import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FAILED, type RemoteFailure } from './remote-failure';

/**
 * A remote that cannot be loaded (server down, bad manifest, script error) resolves to a failure
 * marker instead of throwing through the app; RemotePage turns it into the pt-BR error card.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'salao-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Falha ao carregar o módulo remoto ${id} (${lifecycle})`, error);
      // Only the final stage answers with a module; earlier stages expect a manifest or load args.
      if (lifecycle !== 'onLoad') return undefined;
      const failure: RemoteFailure = { [REMOTE_FAILED]: true, error };
      return failure;
    },
  };
}
