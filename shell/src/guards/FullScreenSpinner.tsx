import { theme } from 'antd';

/** CSS-only spinner: it shows while the first chunks load, so it should not wait for antd's Spin. */
export function FullScreenSpinner({ text = 'Verificando permissões...' }: { text?: string }) {
  const { token } = theme.useToken();
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
        background: token.colorBgLayout,
      }}
    >
      <style>{'@keyframes salao-spin{to{transform:rotate(360deg)}}'}</style>
      <span
        aria-hidden
        style={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: `3px solid ${token.colorPrimaryBg}`,
          borderTopColor: token.colorPrimary,
          animation: 'salao-spin 0.8s linear infinite',
        }}
      />
      <span style={{ color: token.colorTextSecondary }}>{text}</span>
    </div>
  );
}
