import { useQuery } from '@tanstack/react-query';
import type { OnlineBookingSettingsDto, OnlineBookingSettingsInput } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';

export const ONLINE_BOOKING_KEY = ['/api/online-booking/settings'] as const;

export function useOnlineBookingSettings() {
  return useQuery<OnlineBookingSettingsDto>({ queryKey: ONLINE_BOOKING_KEY, queryFn: () => api.get<OnlineBookingSettingsDto>('/api/online-booking/settings') });
}

/** PUT /api/online-booking/settings: the answer (all settings) goes into the cache. */
export function useSaveOnlineBooking() {
  return useLiveWrite({
    write: (body: OnlineBookingSettingsInput) => api.put<OnlineBookingSettingsDto>('/api/online-booking/settings', body),
    causes: [],
    update: (client, answer) => {
      client.setQueryData(ONLINE_BOOKING_KEY, answer);
      return [];
    },
  });
}
