import { useQuery } from '@tanstack/react-query';
import type { AgendaReleasePolicyDto, BusinessHoursDto, SettingsDto } from '@salao/contracts';
import { api } from '@salao/web-core';

/** Query keys of this area (the establishment's own key lives in web-core: the sidebar reads it too). */
export const KEYS = {
  settings: ['/api/settings'] as const,
  businessHours: ['/api/business-hours'] as const,
  agendaPolicy: ['/api/agenda-release/policy'] as const,
  connectionStatus: ['/api/evolution/connection-status'] as const,
  evolutionConnections: ['/api/evolution-connections'] as const,
  integrationKeys: ['/api/integration-keys'] as const,
};

export function useSettings(enabled = true) {
  return useQuery<SettingsDto>({ queryKey: KEYS.settings, queryFn: () => api.get<SettingsDto>('/api/settings'), enabled });
}

/** Business hours stay fresh for 60 min (docs/product/limits.md). */
export function useBusinessHours() {
  return useQuery<BusinessHoursDto[]>({
    queryKey: KEYS.businessHours,
    queryFn: () => api.get<BusinessHoursDto[]>('/api/business-hours'),
    staleTime: 60 * 60_000,
  });
}

export function useAgendaPolicy() {
  return useQuery<AgendaReleasePolicyDto>({ queryKey: KEYS.agendaPolicy, queryFn: () => api.get<AgendaReleasePolicyDto>('/api/agenda-release/policy') });
}
