import type { SettingsDto, SettingsInput } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { KEYS } from './queries';

/** PUT /api/settings: the answer (all settings) goes into the cache. */
export function useSaveSettings() {
  return useLiveWrite({
    write: (body: Partial<SettingsInput>) => api.put<SettingsDto>('/api/settings', body),
    causes: [],
    update: (client, answer) => {
      client.setQueryData(KEYS.settings, answer);
      return [];
    },
  });
}
