import { create } from 'zustand';
import type { SessionUser } from '@salao/contracts';
import { ApiError, api } from '../http/http';
import { queryClient } from '../http/query-client';
import { readStoredUser, userFromAnswer, writeStoredUser } from './stored-user';
import { useUnitScope } from './unit-scope';

export type SessionStatus = 'loading' | 'ready';

interface SessionState {
  user: SessionUser | null;
  /** 'loading' until GET /api/session answered once. */
  status: SessionStatus;
  setUser: (user: SessionUser | null) => void;
  /** Forget the user locally (store, storage, cached data). */
  clear: () => void;
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
}

export const useSession = create<SessionState>()((set, get) => ({
  user: typeof localStorage === 'undefined' ? null : readStoredUser(),
  status: 'loading',
  setUser: (user) => {
    writeStoredUser(user);
    set({ user, status: 'ready' });
  },
  clear: () => {
    writeStoredUser(null);
    queryClient.clear();
    useUnitScope.setState({ allUnits: false });
    set({ user: null, status: 'ready' });
  },
  refresh: async () => {
    try {
      const user = userFromAnswer(await api.get('/api/session'));
      if (user) get().setUser(user);
      else get().clear();
    } catch (error) {
      // 401 = the server has no session for us; anything else (offline, 5xx) keeps the stored user.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) get().clear();
      else {
        console.error('Erro ao verificar sessão', error);
        set({ status: 'ready' });
      }
    }
  },
  logout: async () => {
    try {
      await api.post('/api/logout');
    } catch (error) {
      console.error('Erro ao sair', error);
    }
    get().clear();
  },
}));

let started: Promise<void> | null = null;
/**
 * Refresh the stored user from the server once per page load. With no stored user there is no one to refresh:
 * asking would only earn the expected 401, which the browser logs as a console error on every public page.
 */
export function ensureSessionLoaded(): Promise<void> {
  started ??= useSession.getState().user ? useSession.getState().refresh() : Promise.resolve(useSession.setState({ status: 'ready' }));
  return started;
}
