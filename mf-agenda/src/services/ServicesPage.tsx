import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type ServiceDto } from '@salao/contracts';
import { api } from '@salao/web-core';
import { EmptyState, useConfirmDelete } from '@salao/web-core/ui';
import { useServiceDirectory, useStaffDirectory } from '../shared/use-directory';
import { groupServices } from './group-services';
import { ServiceCard } from './ServiceCard';

const ServiceFormDialog = lazy(() => import('./ServiceFormDialog'));
const CategoriesDialog = lazy(() => import('./CategoriesDialog'));

/** /servicos: services grouped by category, new/edit dialog and category management (SPEC §2). */
export default function ServicesPage() {
  const client = useQueryClient();
  const services = useServiceDirectory();
  const staff = useStaffDirectory();
  const [editing, setEditing] = useState<ServiceDto | 'new' | null>(null);
  const [managingCategories, setManagingCategories] = useState(false);
  const [confirm, confirmHolder] = useConfirmDelete();
  const remove = useMutation({ mutationFn: (id: number) => api.delete(`/api/services/${id}`) });

  const groups = useMemo(() => groupServices(services.data ?? []), [services.data]);
  const staffNames = useMemo(() => new Map((staff.data ?? []).map((s) => [s.id, s.name])), [staff.data]);

  const onDelete = async (service: ServiceDto) => {
    if (!(await confirm('Tem certeza que deseja remover este serviço?'))) return;
    try {
      await remove.mutateAsync(service.id);
      void client.invalidateQueries({ queryKey: [...QUERY_KEYS.services] });
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
      {services.isLoading ? (
        <Card loading />
      ) : groups.length === 0 ? (
        <Card>
          <EmptyState title="Nenhum serviço cadastrado ainda" />
        </Card>
      ) : (
        groups.map(([category, list]) => (
          <section key={category} data-testid="service-group">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {category}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {list.map((s) => (
                <Col key={s.id} xs={24} md={12} xl={8}>
                  <ServiceCard service={s} staffNames={staffNames} onEdit={setEditing} onDelete={(x) => void onDelete(x)} />
                </Col>
              ))}
            </Row>
          </section>
        ))
      )}
      <Suspense fallback={null}>
        {editing && <ServiceFormDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        {managingCategories && <CategoriesDialog onClose={() => setManagingCategories(false)} />}
      </Suspense>
    </Flex>
  );
}
