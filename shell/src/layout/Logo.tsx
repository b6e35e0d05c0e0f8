import { cssVar } from '../app/shell-tokens';
import { ScissorIcon } from '../pages/public/icons';

/** The product's mark (drawn without antd: it is on /login); `compact` draws the icon alone (beside an establishment's name). */
export function Logo({ size = 20, compact = false }: { size?: number; compact?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: size, color: cssVar('colorText') }}>
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: size * 1.6,
          height: size * 1.6,
          borderRadius: 8,
          flex: 'none',
          background: cssVar('colorPrimary'),
          color: '#fff',
        }}
      >
        <ScissorIcon size="1em" />
      </span>
      {!compact && 'Salão'}
    </span>
  );
}
