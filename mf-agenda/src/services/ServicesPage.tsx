import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { servicesEarningPoints, type LoyaltyProgramDto, type ServiceDto } from '@salao/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, useLiveWrite, usePermissions, useServices } from '@salao/web-core';
import { EmptyState, QueryState, featureUnlocked, useConfirmDelete } from '@salao/web-core/ui';
import { useStaffDirectory } from '../shared/use-directory';
import { groupServices } from './group-services';
import { ServiceCard } from './ServiceCard';

const ServiceFormDialog = lazy(() => import('./ServiceFormDialog'));
const CategoriesDialog = lazy(() => import('./CategoriesDialog'));

/** /servicos: services grouped by category, new/edit dialog and category management (docs/product/screens.md). */
export default function ServicesPage() {
  const services = useServices();
  const staff = useStaffDirectory();
  const [editing, setEditing] = useState<ServiceDto | 'new' | null>(null);
  const [managingCategories, setManagingCategories] = useState(false);
  const [confirm, confirmHolder] = useConfirmDelete();
  const remove = useLiveWrite({ write: (id: number) => api.delete(`/api/services/${id}`), causes: [], also: ['services', 'servicesList'] });

  const groups = useMemo(() => groupServices(services.data ?? []), [services.data]);
  // With loyalty on, a service outside every active programme is marked: it earns no points (docs/product/states.md ('Loyalty')).
  const loyaltyOn = featureUnlocked(usePermissions(), 'loyalty');
  const programs = useQuery<LoyaltyProgramDto[]>({ queryKey: ['/api/loyalty/programs'], enabled: loyaltyOn });
  const earning = useMemo(() => (programs.data ? servicesEarningPoints(programs.data) : null), [programs.data]);
  const staffNames = useMemo(() => new Map((staff.data ?? []).map((s) => [s.id, s.name])), [staff.data]);

  const onDelete = async (service: ServiceDto) => {
    if (!(await confirm('Tem certeza que deseja remover este serviço?'))) return;
    try {
      await remove.mutateAsync(service.id);
    } catch (error) {
      console.error('Erro ao remover serviço', error);
    }
  };

  return (
    <Flex vertical gap={16}>
      {confirmHolder}
      <Flex justify="flex-end" gap={8} wrap>
        <Button icon={<TagsOutlined />} onClick={() => setManagingCategories(true)}>
          Gerenciar Categorias
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Novo Serviço
        </Button>
      </Flex>
      <QueryState
        query={services}
        what="os serviços"
        loading={<Card loading />}
        isEmpty={groups.length === 0}
        empty={
          <Card>
            <EmptyState title="Nenhum serviço cadastrado ainda" />
          </Card>
        }
      >
        {groups.map(([category, list]) => (
          <section key={category} data-testid="service-group">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {category}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {list.map((s) => (
                <Col key={s.id} xs={24} md={12} xl={8}>
                  <ServiceCard
                    service={s}
                    staffNames={staffNames}
                    onEdit={setEditing}
                    onDelete={(x) => void onDelete(x)}
                    outsideLoyalty={loyaltyOn && !!earning && !earning.has(s.id)}
                  />
                </Col>
              ))}
            </Row>
          </section>
        ))}
      </QueryState>
      <Suspense fallback={null}>
        {editing && <ServiceFormDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        {managingCategories && <CategoriesDialog onClose={() => setManagingCategories(false)} />}
      </Suspense>
    </Flex>
  );
}
