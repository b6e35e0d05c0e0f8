import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, QUERY_KEYS } from '@salao/contracts';
import { getOr } from '@salao/web-core';

/** Count of pending appointments plus unread notifications, '9+' above 9 (SPEC §2). The dialogs come later. */
export function NotificationBell() {
  const pending = useQuery({ queryKey: QUERY_KEYS.pendingAppointments, queryFn: () => getOr<unknown[]>(QUERY_KEYS.pendingAppointments[0], []) });
  const unread = useQuery({ queryKey: QUERY_KEYS.unreadNotifications, queryFn: () => getOr<unknown[]>(QUERY_KEYS.unreadNotifications[0], []) });
  const count = (Array.isArray(pending.data) ? pending.data.length : 0) + (Array.isArray(unread.data) ? unread.data.length : 0);
  return (
    <Tooltip title="Notificações">
      <Badge count={count} overflowCount={LIMITS.bellBadgeCap} size="small">
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notificações" />
      </Badge>
    </Tooltip>
  );
}
