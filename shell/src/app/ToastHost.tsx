import { useEffect } from 'react';
import { Button, notification } from 'antd';
import { swipeToClose } from './swipe-to-close';
import { toastHosts } from './toast-hosts';

/**
 * Draws web-core's toasts as antd notifications inside the ConfigProvider (so they follow the theme), while a page
 * drawn with antd is mounted (toast-hosts.ts). A hook instead of antd's <App>: App also pulls Modal and message into
 * the first load.
 */
export function ToastHost() {
  const [api, contextHolder] = notification.useNotification({ maxCount: 1, placement: 'bottomRight' });
  useEffect(() => {
    let shown = 0;
    let visible: string | null = null;
    const closedByUser = (key: string) => {
      api.destroy(key);
      if (visible === key) toastHosts.dismissed();
    };
    return toastHosts.attach({
      show(t) {
        const open = t.variant === 'destructive' ? api.error : t.variant === 'success' ? api.success : api.info;
        // A key per toast, and maxCount 1: a new toast replaces the visible one (at most 1 visible,
        // docs/product/limits.md). Reusing one key updated the old toast in place, and an update that arrived while
        // it was closing was never seen.
        const key = `toast-${(shown += 1)}`;
        visible = key;
        const actions = t.action && (
          <Button
            size="small"
            type="primary"
            onClick={() => {
              closedByUser(key);
              t.action!.onClick();
            }}
          >
            {t.action.label}
          </Button>
        );
        // Swiped right by 50 px, it closes (docs/product/limits.md).
        const props = swipeToClose(() => closedByUser(key));
        open({
          key,
          title: t.title,
          description: t.description,
          duration: t.duration / 1000,
          actions,
          props,
          style: { touchAction: 'pan-y' },
          onClose: () => visible === key && toastHosts.dismissed(),
        });
      },
      hide() {
        const key = visible;
        visible = null;
        if (key) api.destroy(key);
      },
    });
  }, [api]);
  return contextHolder;
}
