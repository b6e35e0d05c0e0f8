import { useEffect } from 'react';
import { Button, notification } from 'antd';
import { setToastRenderer } from '@salao/web-core/host';
import { swipeToClose } from './swipe-to-close';

/**
 * Binds web-core's toast() to an antd notification rendered inside the ConfigProvider (so it follows the
 * theme). A hook instead of antd's <App>: App also pulls Modal and message into the first load.
 */
export function ToastHost() {
  const [api, contextHolder] = notification.useNotification({ maxCount: 1, placement: 'bottomRight' });
  useEffect(() => {
    let shown = 0;
    setToastRenderer((t) => {
      const open = t.variant === 'destructive' ? api.error : t.variant === 'success' ? api.success : api.info;
      // A key per toast, and maxCount 1: a new toast replaces the visible one (at most 1 visible,
      // docs/product/limits.md). Reusing one key updated the old toast in place, and an update that arrived while
      // it was closing was never seen.
      const key = `toast-${(shown += 1)}`;
      const actions = t.action && (
        <Button
          size="small"
          type="primary"
          onClick={() => {
            api.destroy(key);
            t.action!.onClick();
          }}
        >
          {t.action.label}
        </Button>
      );
      // Swiped right by 50 px, it closes (docs/product/limits.md).
      const props = swipeToClose(() => api.destroy(key));
      open({ key, title: t.title, description: t.description, duration: t.duration / 1000, actions, props, style: { touchAction: 'pan-y' } });
    });
    return () => setToastRenderer(null);
  }, [api]);
  return contextHolder;
}
