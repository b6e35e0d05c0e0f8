import { Alert, Card, Space, Switch, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useSession } from '@salao/web-core';
import { usePushDevice } from './use-push-device';

/** 'Notificações' of Segurança's PWA section: push on/off for this device, for every role (staff get their own new appointments). */
export function PushCard() {
  const isStaff = useSession((s) => s.user?.role === 'staff');
  const { state, busy, toggle } = usePushDevice();
  return (
    <Card
      title={
        <Space>
          <BellOutlined /> Notificações
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {isStaff
          ? 'Receba um aviso neste dispositivo quando um novo agendamento for marcado com você.'
          : 'Receba um aviso neste dispositivo quando chegar um agendamento pendente ou uma nova notificação.'}
      </Typography.Paragraph>
      {state === 'unsupported' ? (
        <Alert
          type="info"
          showIcon
          title="Este navegador não oferece notificações push aqui. Use o Chrome, o Edge ou o aplicativo instalado, em uma conexão segura (https)."
        />
      ) : (
        <Space orientation="vertical">
          <Space>
            <Switch
              id="push-device"
              checked={state === 'on'}
              loading={state === 'loading' || busy}
              disabled={state === 'denied'}
              onChange={(checked) => void toggle(checked)}
            />
            <label htmlFor="push-device">Receber notificações neste dispositivo</label>
          </Space>
          {state === 'denied' && (
            <Alert type="warning" showIcon title="As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site para ativar." />
          )}
        </Space>
      )}
    </Card>
  );
}
