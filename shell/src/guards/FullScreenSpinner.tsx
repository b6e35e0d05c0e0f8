import { cssVar } from '../app/shell-tokens';

/** CSS-only spinner: it shows while the first chunks load, so it should not wait for antd's Spin. */
export function FullScreenSpinner({ text = 'Verificando permissões...' }: { text?: string }) {
  return (
    <div
      role="status"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        background: cssVar('colorBgLayout'),
      }}
    >
      <span
        aria-hidden
        style={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: `3px solid ${cssVar('colorPrimaryBg')}`,
          borderTopColor: cssVar('colorPrimary'),
          animation: 'salao-spin 0.8s linear infinite',
        }}
      />
      <span style={{ color: cssVar('colorTextSecondary') }}>{text}</span>
    </div>
  );
}
