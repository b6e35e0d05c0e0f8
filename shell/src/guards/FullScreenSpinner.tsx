import { cssVar } from '../app/shell-tokens';

/** The spinning ring, in the theme's colours. */
function Ring() {
  return (
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
  );
}

/** An area page's spinner while its code or antd's context loads, centred in the content area (no antd: the dashboard has none). */
export function AreaSpinner() {
  return (
    <div role="status" aria-label="Carregando..." style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Ring />
    </div>
  );
}

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
      <Ring />
      <span style={{ color: cssVar('colorTextSecondary') }}>{text}</span>
    </div>
  );
}
