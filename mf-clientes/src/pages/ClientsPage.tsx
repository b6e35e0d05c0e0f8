import { Suspense, lazy, useMemo, useState } from 'react';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { CLIENT_MSG, WRITE_CAUSES, clientMatchesFilter, clientMatchesSearch, type ClientDto, type ClientFilter } from '@salao/contracts';
import { api, toastSuccess, useLiveWrite, useNavigate, usePermissions } from '@salao/web-core';
import { EmptyState, QueryError, StaleWarning, loadFailed, featureUnlocked, useConfirmDelete } from '@salao/web-core/ui';
import { bookingLink } from '../clients/booking-link';
import { ClientCard } from '../clients/ClientCard';
import { pointsByClient } from '../clients/client-points';
import { ClientsToolbar } from '../clients/ClientsToolbar';
import { useClientPrivacy } from '../clients/use-client-privacy';
import { dropClient } from '../shared/client-cache';
import { useClients, useRewards } from '../shared/queries';

const ClientFormDialog = lazy(() => import('../clients/ClientFormDialog'));

type Editing = { client: ClientDto | null } | null;

/** Clientes (docs/product/screens.md): cards with search, filters, dialogs, delete confirmation and the booking shortcut. */
export default function ClientsPage() {
  const navigate = useNavigate();
  const deleteClient = useLiveWrite({
    write: (id: number) => api.delete(`/api/clients/${id}`),
    causes: WRITE_CAUSES.client,
    update: (client, _answer, id) => dropClient(client, id),
  });
  const permissions = usePermissions();
  const loyalty = featureUnlocked(permissions, 'loyalty');
  const clients = useClients();
  const rewards = useRewards(loyalty);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ClientFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const [privacy, privacyHolder] = useClientPrivacy();

  const points = useMemo(() => pointsByClient(rewards.data), [rewards.data]);
  const visible = useMemo(
    () => (clients.data ?? []).filter((c) => clientMatchesFilter(c.lastVisit, filter) && clientMatchesSearch(c, search)),
    [clients.data, filter, search],
  );

  const remove = async (client: ClientDto) => {
    if (!(await confirmDelete(CLIENT_MSG.confirmDelete))) return;
    try {
      await deleteClient.mutateAsync(client.id);
      toastSuccess(CLIENT_MSG.deleted);
    } catch (error) {
      console.error('Erro ao remover cliente', error); // docs/product/errors.md: only logged
    }
  };

  return (
    <>
      <ClientsToolbar search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} onCreate={() => setEditing({ client: null })} />
      <StaleWarning query={clients} what="os clientes" />
      {loadFailed(clients) ? (
        <QueryError query={clients} what="os clientes" />
      ) : clients.isLoading ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <Card>
                <Skeleton active avatar paragraph={{ rows: 3 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : visible.length === 0 ? (
        <Card>
          <EmptyState
            title={CLIENT_MSG.empty}
            description={search || filter !== 'all' ? 'Tente outra busca ou filtro.' : 'Cadastre seu primeiro cliente em Novo Cliente.'}
          />
        </Card>
      ) : (
        <>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {visible.length} {visible.length === 1 ? 'cliente' : 'clientes'}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            {visible.map((client) => (
              <Col key={client.id} xs={24} md={12} xl={8}>
                <ClientCard
                  client={client}
                  points={loyalty ? (points.get(client.id) ?? { totalPoints: 0, canRedeem: false }) : undefined}
                  onEdit={() => setEditing({ client })}
                  onDelete={() => void remove(client)}
                  onBook={() => navigate(bookingLink(client))}
                  privacy={privacy ? { onExport: () => void privacy.exportData(client), onAnonymize: () => void privacy.anonymize(client) } : undefined}
                />
              </Col>
            ))}
          </Row>
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ClientFormDialog client={editing.client} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {confirmHolder}
      {privacyHolder}
    </>
  );
}
