import { useState } from 'react';
import { Alert, Button, Card, Input, List, Modal, Space, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  INTEGRATION_MSG,
  INTEGRATION_SCOPES_PLAN,
  formatDate,
  integrationKeySchema,
  type IntegrationKeyCreatedDto,
  type IntegrationKeyDto,
  type IntegrationScope,
} from '@salao/contracts';
import { Link, api, toastError, useLiveWrite, usePermissions } from '@salao/web-core';
import { useConfirmDelete } from '@salao/web-core/ui';
import { withFeedback } from '../shared/feedback';
import { KEYS } from '../shared/queries';
import { INLINE_LINK } from '../shared/ReadableText';
import { IntegrationScopesField, ScopeTags } from './IntegrationScopesField';

/**
 * Integrações: the admin creates, names, lists and revokes the API keys automations (n8n) call with; on the
 * Expert plan a key also gets scopes, which open the /api routes the screens use (docs/product/api.md).
 */
export function IntegrationKeysCard({ establishmentId }: { establishmentId: number }) {
  const keys = useQuery<IntegrationKeyDto[]>({ queryKey: KEYS.integrationKeys, queryFn: () => api.get<IntegrationKeyDto[]>('/api/integration-keys') });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>([]);
  const scoped = usePermissions().planName === INTEGRATION_SCOPES_PLAN;
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<IntegrationKeyCreatedDto | null>(null);
  const [showKey, setShowKey] = useState(false);
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const create = useLiveWrite({
    write: (body: { name: string; scopes: IntegrationScope[] }) => api.post<IntegrationKeyCreatedDto>('/api/integration-keys', body),
    causes: [],
    also: [KEYS.integrationKeys],
  });
  const revoke = useLiveWrite({ write: (id: number) => api.delete(`/api/integration-keys/${id}`), causes: [], also: [KEYS.integrationKeys] });

  const onCreate = async () => {
    try {
      const body = integrationKeySchema.validateSync({ name, scopes: scoped ? scopes : [] });
      setNameError(null);
      setCreated(await create.mutateAsync({ name: body.name, scopes: body.scopes as IntegrationScope[] }));
      setShowKey(true);
      setName('');
      setScopes([]);
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') setNameError(error.message);
      else toastError(error instanceof Error ? error.message : INTEGRATION_MSG.name);
    }
  };

  const onRevoke = async (key: IntegrationKeyDto) => {
    if (!(await confirmDelete(`Revogar a chave '${key.name}'? As automações que a usam deixarão de funcionar.`))) return;
    await withFeedback(() => revoke.mutateAsync(key.id), 'Erro ao revogar chave.', INTEGRATION_MSG.revoked);
  };

  return (
    <Card
      title={
        <span>
          <KeyOutlined /> Integrações (API)
        </span>
      }
    >
      <Typography.Paragraph type="secondary">
        Automações como o n8n agendam pela API de integração do estabelecimento #{establishmentId} com uma chave enviada em{' '}
        <Typography.Text code>Authorization: Bearer &lt;chave&gt;</Typography.Text>. Teste em{' '}
        <Link to="/n8n-test" style={INLINE_LINK}>
          /n8n-test
        </Link>{' '}
        e veja a documentação em{' '}
        <a href="/api/docs" style={INLINE_LINK}>
          /api/docs
        </a>
        .
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%', maxWidth: 520, marginBottom: nameError ? 4 : 16 }}>
        <Input
          id="integration-key-name"
          aria-label="Nome da chave"
          placeholder="Nome da chave (ex.: n8n produção)"
          value={name}
          status={nameError ? 'error' : undefined}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void onCreate()}
        />
        <Button type="primary" loading={create.isPending} onClick={() => void onCreate()}>
          Criar Chave
        </Button>
      </Space.Compact>
      {nameError && <Typography.Paragraph type="danger">{nameError}</Typography.Paragraph>}
      <IntegrationScopesField value={scopes} onChange={setScopes} enabled={scoped} />
      <List<IntegrationKeyDto>
        loading={keys.isLoading}
        dataSource={keys.data ?? []}
        locale={{ emptyText: <Typography.Text type="secondary">Nenhuma chave criada.</Typography.Text> }}
        renderItem={(key) => (
          <List.Item
            actions={[
              <Button key="revoke" danger size="small" onClick={() => void onRevoke(key)}>
                Revogar
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={key.name}
              description={
                <>
                  <Typography.Text code>{key.prefix}…</Typography.Text> · Criada em {formatDate(key.createdAt)} · Último uso:{' '}
                  {key.lastUsedAt ? formatDate(key.lastUsedAt) : 'nunca'}
                  <div style={{ marginTop: 4 }} aria-label={`Permissões da chave ${key.name}`}>
                    <ScopeTags scopes={key.scopes ?? []} />
                  </div>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Modal
        open={showKey}
        title="Chave de API criada"
        // Once closed, the key leaves the page for good.
        destroyOnHidden
        afterClose={() => setCreated(null)}
        onCancel={() => setShowKey(false)}
        footer={
          <Button type="primary" onClick={() => setShowKey(false)}>
            Entendi
          </Button>
        }
      >
        <Alert type="warning" showIcon title={INTEGRATION_MSG.shownOnce} style={{ marginBottom: 12 }} />
        <Typography.Paragraph strong>{created?.name}</Typography.Paragraph>
        <Typography.Paragraph>
          <ScopeTags scopes={created?.scopes ?? []} />
        </Typography.Paragraph>
        <Typography.Paragraph code copyable={{ text: created?.key ?? '' }} data-testid="created-api-key">
          {created?.key}
        </Typography.Paragraph>
      </Modal>
      {confirmHolder}
    </Card>
  );
}
