import { useMemo, useState } from 'react';
import { Alert, Form, Select, Typography } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { CLIENT_MSG, CLIENT_PROFILE_MSG, WRITE_CAUSES, clientMatchesSearch, formatPhone, type ClientDto } from '@salao/contracts';
import { api, toastSuccess, useLiveWrite } from '@salao/web-core';
import { FormDialog } from '@salao/web-core/forms';
import { useConfirmAction } from '@salao/web-core/ui';
import { dropClient, putClient } from '../shared/client-cache';
import { useClients } from '../shared/queries';

/**
 * 'Mesclar' (owner only, docs/product/entities.md 'Client merge'): another record of the same person is chosen and,
 * after a confirmation saying what happens, merged INTO this client (POST /api/clients/{id}/merge).
 */
export default function MergeDialog({ target, onClose, also }: { target: ClientDto; onClose: () => void; also: readonly QueryKey[] }) {
  const clients = useClients();
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirm, confirmHolder] = useConfirmAction();
  const merge = useLiveWrite({
    write: (source: number) => api.post<ClientDto>(`/api/clients/${target.id}/merge`, { sourceClientId: source }),
    causes: WRITE_CAUSES.client,
    also,
    update: (client, answer, source) => [...dropClient(client, source), ...putClient(client, answer)],
  });
  const options = useMemo(
    () =>
      (clients.data ?? [])
        .filter((c) => c.id !== target.id)
        .map((c) => ({ value: c.id, label: c.phone ? `${c.name} · ${formatPhone(c.phone)}` : c.name, client: c })),
    [clients.data, target.id],
  );
  const source = options.find((o) => o.value === sourceId)?.client ?? null;

  const submit = async () => {
    if (!source) {
      setServerError(CLIENT_MSG.mergeSource);
      return;
    }
    const ok = await confirm({
      title: `Mesclar ${source.name} em ${target.name}?`,
      content: CLIENT_PROFILE_MSG.mergeConfirm(source.name, target.name),
      okText: 'Mesclar',
      cancelText: 'Cancelar',
      danger: true,
    });
    if (!ok) return;
    setServerError(null);
    try {
      await merge.mutateAsync(source.id);
      toastSuccess(CLIENT_MSG.merged);
      onClose();
    } catch (error) {
      console.error('Erro ao mesclar clientes', error);
      setServerError((error as Error).message);
    }
  };

  return (
    <FormDialog title={CLIENT_PROFILE_MSG.mergeTitle} onClose={onClose} submitLabel="Mesclar" onSubmit={() => void submit()} loading={merge.isPending}>
      <Typography.Paragraph>
        Escolha o outro cadastro desta pessoa. Ele será removido e seus atendimentos, pontos, compras e observações passarão para {target.name}.
      </Typography.Paragraph>
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      <Form.Item label={CLIENT_PROFILE_MSG.mergeChoose} htmlFor="merge-source" required>
        <Select<number>
          id="merge-source"
          showSearch
          filterOption={(input, option) => !!option && clientMatchesSearch(option.client, input)}
          notFoundContent={CLIENT_MSG.empty}
          placeholder="Buscar por nome ou telefone"
          loading={clients.isLoading}
          options={options}
          value={sourceId ?? undefined}
          onChange={setSourceId}
        />
      </Form.Item>
      {confirmHolder}
    </FormDialog>
  );
}
