import { useState } from 'react';
import { Button, Card, Form, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { DEFAULT_SESSION_TIMEOUT, SETTINGS_MSG, type SettingsDto } from '@salao/contracts';
import { withFeedback } from '../shared/feedback';
import { KEYS, useSettings } from '../shared/queries';
import { useReloadConflict } from '../shared/use-form-version';
import { useSaveSettings } from '../shared/use-save-settings';

/** Admin only: session timeout (minutes, used from the next request on) and two-factor flag; 'Salvar Configurações'. */
export function SessionCard() {
  const settings = useSettings();
  if (!settings.data) return <Skeleton active />;
  return <SessionForm key={settings.dataUpdatedAt} settings={settings.data} />;
}

function SessionForm({ settings }: { settings: SettingsDto }) {
  const save = useSaveSettings();
  const [timeout, setTimeoutMinutes] = useState(settings.sessionTimeout);
  const [twoFactor, setTwoFactor] = useState(settings.twoFactorAuth);

  const conflict = useReloadConflict(KEYS.settings);
  // The form starts again from every new answer (keyed on it), so the version it opened with is its values'.
  const body = { sessionTimeout: timeout, twoFactorAuth: twoFactor, version: settings.version };
  const submit = () => withFeedback(() => save.mutateAsync(body), SETTINGS_MSG.saveError, SETTINGS_MSG.saved, conflict.caught);

  return (
    <Card title="Sessão">
      {conflict.alert}
      <Form layout="vertical" component="div">
        <Form.Item label="Encerrar sessão inativa após (minutos)" htmlFor="session-timeout" extra="Vale para todos os usuários a partir da próxima requisição.">
          <InputNumber
            id="session-timeout"
            min={1}
            max={1440}
            value={timeout}
            onChange={(v) => setTimeoutMinutes(v ?? DEFAULT_SESSION_TIMEOUT)}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label="Autenticação em dois fatores" htmlFor="session-2fa">
          <Switch id="session-2fa" checked={twoFactor} onChange={setTwoFactor} />{' '}
          <Typography.Text type="secondary">{twoFactor ? 'Ativada' : 'Desativada'}</Typography.Text>
        </Form.Item>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          Salvar Configurações
        </Button>
      </Form>
    </Card>
  );
}
