import { ScissorOutlined } from '@ant-design/icons';
import { theme } from 'antd';

/** The product's mark; `compact` draws the icon alone (beside an establishment's name). */
export function Logo({ size = 20, compact = false }: { size?: number; compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: size, color: token.colorText }}>
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: size * 1.6,
          height: size * 1.6,
          borderRadius: 8,
          flex: 'none',
          background: token.colorPrimary,
          color: '#fff',
        }}
      >
        <ScissorOutlined />
      </span>
      {!compact && 'Salão'}
    </span>
  );
}
