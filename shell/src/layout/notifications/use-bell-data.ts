import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type AppointmentDto, type NotificationDto } from '@salao/contracts';
import { getOr } from '@salao/web-core/host';
import { bellCount, bellQuery } from './bell-state';

/**
 * Pending appointments and unread notifications: the bell's badge and its dialog (docs/product/screens.md Notifications).
 * While either call has failed `failed` is set and `count` is unknown (null), never a 0 (docs/product/errors.md ('Failed calls')).
 */
export function useBellData() {
  const pending = useQuery({ queryKey: QUERY_KEYS.pendingAppointments, queryFn: () => getOr<AppointmentDto[]>(QUERY_KEYS.pendingAppointments[0], []) });
  const unread = useQuery({ queryKey: QUERY_KEYS.unreadNotifications, queryFn: () => getOr<NotificationDto[]>(QUERY_KEYS.unreadNotifications[0], []) });
  const query = bellQuery(pending, unread);
  const pendingList = Array.isArray(pending.data) ? pending.data : [];
  const unreadList = Array.isArray(unread.data) ? unread.data : [];
  return {
    pending: pendingList,
    unread: unreadList,
    count: bellCount(query, pendingList, unreadList),
    failed: query.isError,
    loading: query.isPending && !query.isError,
    query,
  };
}
