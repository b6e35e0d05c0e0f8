import { Icon } from '@salao/web-core/icon';
import { RELOAD, WARNING } from '@salao/web-core/icon-paths';
import { Button, Card } from '@salao/web-core/light';
import { cssVar } from '../app/shell-tokens';

/**
 * Contained failure of one area: the layout and the other areas keep working. Drawn without antd: it shows when
 * files fail to arrive, and antd's may be among them.
 */
export function RemoteErrorCard({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }} bodyStyle={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon of={WARNING} style={{ fontSize: 72, color: cssVar('colorWarning') }} />
      <h2 style={{ margin: '24px 0 8px', fontSize: 24, lineHeight: 1.33, fontWeight: 400, color: cssVar('colorTextHeading') }}>
        Não foi possível carregar esta área
      </h2>
      <p className="salao-secondary" style={{ margin: 0 }}>
        O módulo está temporariamente indisponível. Verifique sua conexão e tente novamente; o restante do sistema continua funcionando.
      </p>
      <Button kind="primary" icon={<Icon of={RELOAD} />} loading={retrying} onClick={onRetry} style={{ marginTop: 24 }}>
        Tentar novamente
      </Button>
    </Card>
  );
}
