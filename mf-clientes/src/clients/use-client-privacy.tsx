import type { ReactElement } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { CLIENT_PRIVACY_MSG, WRITE_CAUSES, hasPermission, type ClientDto, type ClientExportDto } from '@salao/contracts';
import { api, toastFailure, toastSuccess, useLiveWrite, useSession } from '@salao/web-core';
import { useConfirmAction } from '@salao/web-core/ui';
import { putClient } from '../shared/client-cache';
import { downloadJson } from './download-json';

export interface ClientPrivacy {
  exportData: (client: ClientDto) => Promise<void>;
  anonymize: (client: ClientDto) => Promise<void>;
}

/** LGPD actions on a client, for the account holder only (null for anyone else); render the holder once. `also`: other views of the client to refresh. */
export function useClientPrivacy(also?: readonly QueryKey[]): [ClientPrivacy | null, ReactElement] {
  const allowed = hasPermission(
    useSession((s) => s.user?.role),
    'clients.privacy',
  );
  const [confirm, holder] = useConfirmAction();
  const erase = useLiveWrite({
    write: (id: number) => api.post<ClientDto>(`/api/clients/${id}/anonymize`),
    causes: WRITE_CAUSES.client,
    also,
    update: putClient,
  });

  const exportData = async (client: ClientDto) => {
    try {
      downloadJson(`cliente-${client.id}-dados.json`, await api.get<ClientExportDto>(`/api/clients/${client.id}/export`));
    } catch (error) {
      toastFailure(CLIENT_PRIVACY_MSG.exportFailed, error);
    }
  };

  const anonymize = async (client: ClientDto) => {
    const ok = await confirm({
      title: CLIENT_PRIVACY_MSG.confirmTitle,
      content: CLIENT_PRIVACY_MSG.confirmContent(client.name),
      okText: CLIENT_PRIVACY_MSG.anonymizeButton,
      cancelText: 'Cancelar',
      danger: true,
    });
    if (!ok) return;
    try {
      await erase.mutateAsync(client.id);
      toastSuccess(CLIENT_PRIVACY_MSG.anonymized);
    } catch (error) {
      toastFailure('Não foi possível anonimizar o cliente.', error);
    }
  };

  return [allowed ? { exportData, anonymize } : null, holder];
}
