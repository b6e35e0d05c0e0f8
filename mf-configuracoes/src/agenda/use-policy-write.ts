import type { AgendaReleasePolicyDto } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { KEYS } from '../shared/queries';

/** A write of the release policy (policy, recalculate, extra month): each answers the whole policy, which goes into the cache. */
export function usePolicyWrite(path: string) {
  return useLiveWrite({
    write: (body: object) => api.post<AgendaReleasePolicyDto>(path, body),
    causes: [],
    update: (client, answer) => {
      client.setQueryData(KEYS.agendaPolicy, answer);
      return [];
    },
  });
}
