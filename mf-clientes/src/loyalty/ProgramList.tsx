import { Button, Card, Grid, List, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { LoyaltyProgramDto, ServiceDto } from '@salao/contracts';
import { EmptyState, QueryError, StaleWarning, loadFailed, type QueryLike } from '@salao/web-core/ui';

export interface ProgramListProps {
  programs: LoyaltyProgramDto[];
  services: ServiceDto[];
  /** The list's query: loading, or failed with a retry instead of the empty state (docs/product/errors.md). */
  query: QueryLike;
  onCreate: () => void;
  onEdit: (program: LoyaltyProgramDto) => void;
  onDelete: (program: LoyaltyProgramDto) => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Programmes with Ativo/Inativo, their rule, reward and participating services (docs/product/screens.md, docs/product/states.md). */
export function ProgramList({ programs, services, query, onCreate, onEdit, onDelete }: ProgramListProps) {
  const compact = !Grid.useBreakpoint().sm; // phones: icon-only button so the card title fits
  const serviceName = new Map(services.map((s) => [s.id, s.name]));
  return (
    <Card
      title="Programas de Fidelidade"
      style={{ height: '100%' }}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} aria-label="Novo Programa">
          {!compact && 'Novo Programa'}
        </Button>
      }
    >
      <StaleWarning query={query} what="os programas de fidelidade" />
      {loadFailed(query) ? (
        <QueryError query={query} what="os programas de fidelidade" />
      ) : (
        <List
          loading={query.isPending}
          dataSource={programs}
          locale={{ emptyText: <EmptyState title="Nenhum programa de fidelidade" description="Crie um programa em Novo Programa." /> }}
          renderItem={(p) => (
            <List.Item
              data-testid={`program-${p.id}`}
              actions={
                // Another unit's programme (clients shared across the network): shown here, edited in its unit.
                p.unitName
                  ? []
                  : [
                      <Tooltip key="edit" title="Editar">
                        <Button type="text" aria-label="Editar programa" icon={<EditOutlined />} onClick={() => onEdit(p)} />
                      </Tooltip>,
                      <Tooltip key="delete" title="Excluir">
                        <Button type="text" danger aria-label="Excluir programa" icon={<DeleteOutlined />} onClick={() => onDelete(p)} />
                      </Tooltip>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap size={8}>
                    <span>{p.name}</span>
                    <Tag color={p.isActive ? 'green' : 'default'}>{p.isActive ? 'Ativo' : 'Inativo'}</Tag>
                    {p.unitName && <Tag>Da unidade {p.unitName}</Tag>}
                  </Space>
                }
                description={
                  <Space direction="vertical" size={4}>
                    <Typography.Text type="secondary">
                      {plural(p.pointsPerService, 'ponto', 'pontos')} por serviço · {plural(p.pointsToReward, 'ponto', 'pontos')} para resgatar
                    </Typography.Text>
                    <Typography.Text>Recompensa: {p.rewardDescription}</Typography.Text>
                    <div>
                      {p.services.length === 0 ? (
                        <Typography.Text type="secondary">Nenhum serviço participante</Typography.Text>
                      ) : (
                        p.services.map((s) => (
                          <Tag key={s.serviceId} style={{ marginBottom: 4 }}>
                            {serviceName.get(s.serviceId) ?? `Serviço #${s.serviceId}`}
                          </Tag>
                        ))
                      )}
                    </div>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
