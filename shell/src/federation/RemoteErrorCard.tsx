import { Button, Card, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** Contained failure of one area: the layout and the other areas keep working. */
export function RemoteErrorCard({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Result
        status="warning"
        title="Não foi possível carregar esta área"
        subTitle="O módulo está temporariamente indisponível. Verifique sua conexão e tente novamente; o restante do sistema continua funcionando."
        extra={
          <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
            Tentar novamente
          </Button>
        }
      />
    </Card>
  );
}
