import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { ClockCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatBRL, type ServiceDto } from '@salao/contracts';
import { ToneTag } from '@salao/web-core/ui';
import { parseStaffIds } from '../shared/staff-ids';

interface ServiceCardProps {
  service: ServiceDto;
  staffNames: Map<number, string>;
  onEdit: (service: ServiceDto) => void;
  onDelete: (service: ServiceDto) => void;
  /** Loyalty is on and no active programme covers this service: it earns no points (docs/product/states.md ('Loyalty')). */
  outsideLoyalty?: boolean;
}

/** One service: duration in minutes, price with 2 decimals, who performs it, description (docs/product/screens.md). */
export function ServiceCard({ service, staffNames, onEdit, onDelete, outsideLoyalty }: ServiceCardProps) {
  const names = parseStaffIds(service.staffIds)
    .map((id) => staffNames.get(Number(id)))
    .filter((n): n is string => !!n);
  return (
    <Card
      size="small"
      data-testid="service-card"
      title={service.name}
      extra={
        <Flex gap={4}>
          <Tooltip title="Editar">
            <Button type="text" size="small" icon={<EditOutlined />} onClick={() => onEdit(service)} aria-label={`Editar ${service.name}`} />
          </Tooltip>
          <Tooltip title="Remover">
            <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(service)} aria-label={`Remover ${service.name}`} />
          </Tooltip>
        </Flex>
      }
      style={{ height: '100%' }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">
          <ClockCircleOutlined /> {service.duration} min
        </Typography.Text>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {formatBRL(service.price)}
        </Typography.Text>
      </Flex>
      {outsideLoyalty && (
        <Tooltip title="Nenhum programa de fidelidade ativo inclui este serviço: ele não gera pontos. Inclua-o em Fidelidade.">
          <span data-testid="outside-loyalty" style={{ display: 'inline-block', marginBottom: 8 }}>
            <ToneTag tone="warning">Fora da fidelidade</ToneTag>
          </span>
        </Tooltip>
      )}
      {names.length > 0 && (
        <Flex gap={4} wrap style={{ marginBottom: 8 }}>
          {names.map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </Flex>
      )}
      {service.description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
          {service.description}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
