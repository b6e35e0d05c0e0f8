import { Suspense, lazy, useState } from 'react';
import { LIMITS } from '@salao/contracts';
import { Icon } from '@salao/web-core/icon';
import { BELL } from '@salao/web-core/icon-paths';
import { Button, Tooltip, WithAntd, preloadAntd } from '@salao/web-core/light';
import { useBellData } from './notifications/use-bell-data';

// The dialog (antd) is downloaded when the pointer or the focus reaches the bell, not with the layout.
const loadDialog = () => import('./notifications/NotificationsDialog');
const NotificationsDialog = lazy(loadDialog);

const preload = () => {
  preloadAntd();
  void loadDialog().catch(() => undefined);
};

const FAILED = 'Erro ao carregar as notificações';

/** Pending appointments plus unread notifications, '9+' above 9, opening the notifications dialog (docs/product/screens.md). */
export function NotificationBell() {
  const { count, failed } = useBellData();
  const [open, setOpen] = useState(false);
  // A failed load shows '!' (the dialog says what failed, with a retry), never a 0 (docs/product/errors.md).
  const shown = failed ? '!' : count && count > LIMITS.bellBadgeCap ? `${LIMITS.bellBadgeCap}+` : count || null;
  return (
    <>
      <span className="salao-badge" data-testid="bell-badge" data-failed={failed || undefined}>
        <Tooltip title={failed ? FAILED : 'Notificações'} placement="bottom">
          <Button
            kind="text"
            circle
            icon={<Icon of={BELL} />}
            aria-label={failed ? `Notificações: ${FAILED.toLowerCase()}` : 'Notificações'}
            onClick={() => setOpen(true)}
            onPointerEnter={preload}
            onFocus={preload}
            data-testid="notification-bell"
          />
        </Tooltip>
        {shown !== null && (
          // antd's Badge titles its count with the exact figure ('12' under '9+').
          <sup
            className={['salao-badge-count', 'salao-badge-count-sm', String(shown).length > 1 && 'salao-badge-count-wide'].filter(Boolean).join(' ')}
            title={failed ? FAILED : String(count)}
            data-testid="bell-count"
          >
            {shown}
          </sup>
        )}
      </span>
      {open && (
        <WithAntd>
          <Suspense fallback={null}>
            <NotificationsDialog onClose={() => setOpen(false)} />
          </Suspense>
        </WithAntd>
      )}
    </>
  );
}
