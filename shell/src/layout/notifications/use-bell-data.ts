import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type AppointmentDto, type NotificationDto } from '@salao/contracts';
import { getOr } from '@salao/web-core';

/** Pending appointments and unread notifications: the bell's badge and its dialog (SPEC §2 Notifications). */
export function useBellData() {
  const pending = useQuery({ queryKey: QUERY_KEYS.pendingAppointments, queryFn: () => getOr<AppointmentDto[]>(QUERY_KEYS.pendingAppointments[0], []) });
  const unread = useQuery({ queryKey: QUERY_KEYS.unreadNotifications, queryFn: () => getOr<NotificationDto[]>(QUERY_KEYS.unreadNotifications[0], []) });
  const pendingList = Array.isArray(pending.data) ? pending.data : [];
  const unreadList = Array.isArray(unread.data) ? unread.data : [];
  return {
    pending: pendingList,
    unread: unreadList,
    count: pendingList.length + unreadList.length,
    loading: pending.isLoading || unread.isLoading,
  };
}
