import { useEffect, useState } from 'react';
import { cssVar } from './shell-tokens';
import { swipeToClose } from './swipe-to-close';
import { toastHosts, type ShownToast } from './toast-hosts';

/** The variant's mark: a filled circle with a check, a bang or an 'i' cut out (drawn, so no text to contrast). */
const MARK_PATH = { success: 'M6.5 11.5l3.5 3.5 6-7', destructive: 'M11 6v6M11 15.5v.5', default: 'M11 10v6M11 6.5v.5' } as const;
const MARK_COLOR = { success: cssVar('colorSuccessText'), destructive: cssVar('colorErrorText'), default: cssVar('colorPrimary') } as const;

/**
 * Web-core's toasts on the pages drawn without antd (/login): antd's notification in look and behaviour (bottom
 * right, one at a time, its time, swiped right to close, an action button), without antd's code (toast-hosts.ts).
 */
export function LightToasts() {
  const [shown, setShown] = useState<(ShownToast & { id: number }) | null>(null);
  useEffect(() => {
    let id = 0;
    return toastHosts.attach({ show: (t) => setShown({ ...t, id: (id += 1) }), hide: () => setShown(null) });
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.duration);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  const close = () => {
    setShown(null);
    toastHosts.dismissed();
  };
  const urgent = shown.variant === 'destructive';
  return (
    <div
      key={shown.id}
      role={urgent ? 'alert' : 'status'}
      {...swipeToClose(close)}
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 2050,
        width: 384,
        maxWidth: 'calc(100vw - 48px)',
        boxSizing: 'border-box',
        display: 'flex',
        gap: 12,
        padding: '20px 24px',
        borderRadius: 10,
        background: cssVar('colorBgElevated'),
        color: cssVar('colorText'),
        boxShadow: cssVar('boxShadowSecondary'),
        touchAction: 'pan-y',
        fontSize: 14,
        lineHeight: 1.5715,
      }}
    >
      <svg aria-hidden width={22} height={22} viewBox="0 0 22 22" style={{ flex: 'none' }}>
        <circle cx={11} cy={11} r={11} fill={MARK_COLOR[shown.variant]} />
        <path d={MARK_PATH[shown.variant]} stroke={cssVar('colorBgElevated')} strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: 16, marginBottom: shown.description ? 8 : 0, color: cssVar('colorTextHeading') }}>{shown.title}</div>
        {shown.description && <div>{shown.description}</div>}
        {shown.action && (
          <button
            type="button"
            className="salao-button salao-button-primary"
            style={{ marginTop: 12, height: 24, padding: '0 7px', fontSize: 14 }}
            onClick={() => {
              close();
              shown.action!.onClick();
            }}
          >
            {shown.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label="Fechar"
        onClick={close}
        style={{
          flex: 'none',
          alignSelf: 'flex-start',
          border: 0,
          background: 'none',
          color: cssVar('colorTextSecondary'),
          cursor: 'pointer',
          fontSize: 16,
          lineHeight: 1,
          padding: 4,
        }}
      >
        ×
      </button>
    </div>
  );
}
