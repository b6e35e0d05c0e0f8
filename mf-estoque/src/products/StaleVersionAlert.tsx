import { useState } from 'react';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { WRITE_SAFETY_MSG } from '@salao/contracts';

/** A save refused because the record changed meanwhile: what was typed stays; 'Recarregar' brings the current values. */
export function StaleVersionAlert({ onReload }: { onReload: () => Promise<void> }) {
  const [loading, setLoading] = useState(false);
  const reload = async () => {
    setLoading(true);
    try {
      await onReload();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={WRITE_SAFETY_MSG.staleVersion}
      description={
        <>
          <div>O que você digitou continua abaixo. Recarregar traz os dados atuais e descarta estas alterações.</div>
          <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={loading} onClick={() => void reload()} style={{ marginTop: 8 }}>
            Recarregar
          </Button>
        </>
      }
    />
  );
}
