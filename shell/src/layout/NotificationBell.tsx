import { Suspense, lazy, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { LIMITS } from '@salao/contracts';
import { useBellData } from './notifications/use-bell-data';

// The dialogs are downloaded on the first click, not with the layout.
const NotificationsDialog = lazy(() => import('./notifications/NotificationsDialog'));

/** Pending appointments plus unread notifications, '9+' above 9, opening the notifications dialog (SPEC §2). */
export function NotificationBell() {
  const { count } = useBellData();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Notificações">
        <Badge count={count} overflowCount={LIMITS.bellBadgeCap} size="small">
          <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notificações" onClick={() => setOpen(true)} data-testid="notification-bell" />
        </Badge>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
