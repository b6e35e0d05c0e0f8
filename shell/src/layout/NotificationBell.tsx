import { Suspense, lazy, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { LIMITS } from '@salao/contracts';
import { useBellData } from './notifications/use-bell-data';

// The dialogs are downloaded on the first click, not with the layout.
const NotificationsDialog = lazy(() => import('./notifications/NotificationsDialog'));

const FAILED = 'Erro ao carregar as notificações';

/** Pending appointments plus unread notifications, '9+' above 9, opening the notifications dialog (docs/product/screens.md). */
export function NotificationBell() {
  const { count, failed } = useBellData();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={failed ? FAILED : 'Notificações'}>
        {/* A failed load shows '!' (the dialog says what failed, with a retry), never a 0 (docs/product/errors.md). */}
        <Badge
          count={failed ? '!' : count}
          title={failed ? FAILED : undefined}
          overflowCount={LIMITS.bellBadgeCap}
          size="small"
          data-testid="bell-badge"
          data-failed={failed || undefined}
        >
          <Button
            type="text"
            shape="circle"
            icon={<BellOutlined />}
            aria-label={failed ? `Notificações: ${FAILED.toLowerCase()}` : 'Notificações'}
            onClick={() => setOpen(true)}
            data-testid="notification-bell"
          />
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
