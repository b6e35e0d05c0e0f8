import { Button, theme } from 'antd';
import { queryClient } from '@salao/web-core/host';
import { applyUpdate, dismissUpdate } from './updates';

/**
 * The no-connection strip and the 'Nova versão disponível' banner, above every page. The strip says which side is
 * wrong: the device offline, or the device online and the server not answering.
 */
export function PwaNotices({ online, serverDown, update }: { online: boolean; serverDown: boolean; update: boolean }) {
  const { token } = theme.useToken();
  return (
    <>
      {(!online || serverDown) && (
        <div
          role="alert"
          style={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            zIndex: 2000,
            padding: '8px 16px',
            textAlign: 'center',
            background: token.colorErrorBg,
            color: token.colorErrorText,
            borderBottom: `1px solid ${token.colorErrorBorder}`,
          }}
        >
          {online ? (
            <>
              O servidor do Salão não está respondendo. Sua internet está funcionando: tente novamente em instantes.{' '}
              <Button size="small" onClick={() => void queryClient.refetchQueries({ type: 'active' })}>
                Tentar novamente
              </Button>
            </>
          ) : (
            'Sem conexão com a internet. Verifique sua rede.'
          )}
        </div>
      )}
      {update && (
        <div
          role="status"
          style={{
            position: 'fixed',
            bottom: 16,
            left: '50%',
            transform: 'translateX(-50%)',
            // Under antd's dialogs (1000): an open dialog's buttons stay clickable; the banner waits behind its mask.
            zIndex: 999,
            display: 'flex',
            gap: 16,
            alignItems: 'center',
            flexWrap: 'wrap',
            padding: '12px 16px',
            borderRadius: token.borderRadiusLG,
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            color: token.colorText,
          }}
        >
          <strong>Nova versão disponível</strong>
          <span style={{ display: 'flex', gap: 8 }}>
            <Button onClick={dismissUpdate}>Depois</Button>
            <Button type="primary" onClick={() => void applyUpdate()}>
              Atualizar Agora
            </Button>
          </span>
        </div>
      )}
    </>
  );
}
