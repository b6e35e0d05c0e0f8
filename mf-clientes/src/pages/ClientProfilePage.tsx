import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Card, Flex, Skeleton, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { CLIENT_MSG, hasPermission } from '@salao/contracts';
import { Link, useEstablishment, useNavigate, useParams, usePermissions, useSession } from '@salao/web-core';
import { EmptyState, QueryError, StaleWarning, featureUnlocked, loadFailed } from '@salao/web-core/ui';
import { bookingLink } from '../clients/booking-link';
import { useClientPrivacy } from '../clients/use-client-privacy';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfileStats } from '../profile/ProfileStats';
import { ProfileTabs } from '../profile/ProfileTabs';
import { KEYS, useClientProfile } from '../shared/queries';

const ClientFormDialog = lazy(() => import('../clients/ClientFormDialog'));
const AnamnesisDialog = lazy(() => import('../profile/AnamnesisDialog'));
const MergeDialog = lazy(() => import('../profile/MergeDialog'));

type Dialog = 'edit' | 'anamnesis' | 'merge' | null;

/** /clientes/:id (docs/product/screens.md 'Client profile'): who she is, her numbers and her whole story. */
export default function ClientProfilePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const profile = useClientProfile(id);
  const establishment = useEstablishment();
  const loyalty = featureUnlocked(usePermissions(), 'loyalty');
  const role = useSession((s) => s.user?.role);
  const owner = hasPermission(role, 'clients.privacy');
  const sells = hasPermission(role, 'transactions.create');
  const readsCheckouts = hasPermission(role, 'transactions.viewAll');
  const also = useMemo(() => [KEYS.profile(id)], [id]);
  const [privacy, privacyHolder] = useClientPrivacy(also);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { token } = theme.useToken();
  const back = (
    <Link to="/clientes" style={{ color: token.colorLink, alignSelf: 'flex-start' }}>
      <ArrowLeftOutlined aria-hidden /> Clientes
    </Link>
  );

  if (loadFailed(profile)) {
    const missing = (profile.error as { status?: number } | null)?.status === 404;
    return (
      <Flex vertical gap={16}>
        {back}
        {missing ? (
          <Card>
            <EmptyState title={CLIENT_MSG.notFound} action={<Button onClick={() => navigate('/clientes')}>Ver clientes</Button>} />
          </Card>
        ) : (
          <QueryError query={profile} what="o perfil do cliente" />
        )}
      </Flex>
    );
  }
  if (!profile.data) {
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const { client } = profile.data;
  return (
    <Flex vertical gap={16} data-testid="client-profile">
      {back}
      <StaleWarning query={profile} what="o perfil do cliente" />
      <ProfileHeader
        client={client}
        establishmentName={establishment.data?.name ?? ''}
        onBook={() => navigate(bookingLink(client))}
        onCheckout={sells ? () => navigate(`/financeiro/comandas/nova?clientId=${client.id}`) : undefined}
        onEdit={() => setDialog('edit')}
        onMerge={owner ? () => setDialog('merge') : undefined}
        privacy={privacy ? { onExport: () => void privacy.exportData(client), onAnonymize: () => void privacy.anonymize(client) } : undefined}
      />
      <ProfileStats profile={profile.data} />
      <ProfileTabs profile={profile.data} loyalty={loyalty} checkouts={readsCheckouts} onEditAnamnesis={() => setDialog('anamnesis')} />
      <Suspense fallback={null}>
        {dialog === 'edit' && <ClientFormDialog client={client} also={also} onClose={() => setDialog(null)} />}
        {dialog === 'anamnesis' && <AnamnesisDialog client={client} also={also} onClose={() => setDialog(null)} />}
        {dialog === 'merge' && <MergeDialog target={client} also={also} onClose={() => setDialog(null)} />}
      </Suspense>
      {privacyHolder}
    </Flex>
  );
}
