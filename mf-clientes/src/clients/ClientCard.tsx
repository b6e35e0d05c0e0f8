import type { ReactNode } from 'react';
import { Avatar, Button, Card, Space, Tag, Tooltip, Typography, theme } from 'antd';
import {
  CalendarOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  HistoryOutlined,
  MailOutlined,
  PhoneOutlined,
  StarOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { CLIENT_MSG, CLIENT_PRIVACY_MSG, formatDate, formatPhone, initials, type ClientDto } from '@salao/contracts';
import { Link } from '@salao/web-core';
import { AuditHistoryLink } from '@salao/web-core/ui';
import { pointsLabel, type ClientPoints } from './client-points';

export interface ClientCardProps {
  client: ClientDto;
  /** undefined when the plan has no loyalty programme. */
  points?: ClientPoints;
  onEdit: () => void;
  onDelete: () => void;
  onBook: () => void;
  /** LGPD actions, only for the account holder. */
  privacy?: { onExport: () => void; onAnonymize: () => void };
}

function Line({ icon, children, muted }: { icon: ReactNode; children: ReactNode; muted?: boolean }) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', minWidth: 0 }}>
      <span style={{ opacity: 0.6 }}>{icon}</span>
      <Typography.Text type={muted ? 'secondary' : undefined} ellipsis style={{ minWidth: 0 }}>
        {children}
      </Typography.Text>
    </div>
  );
}

/** One client (docs/product/screens.md Clients page): the name opens her profile; contacts, last completed service, loyalty points and actions. */
export function ClientCard({ client, points, onEdit, onDelete, onBook, privacy }: ClientCardProps) {
  const { token } = theme.useToken();
  return (
    <Card
      data-testid={`client-card-${client.id}`}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6, height: '100%' } }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 6 }}>
        <Avatar style={{ background: '#7c3aed', flex: 'none' }}>{initials(client.name)}</Avatar>
        <Typography.Text strong ellipsis style={{ flex: 1, fontSize: 16, minWidth: 0 }}>
          <Link to={`/clientes/${client.id}`} style={{ color: token.colorLink }}>
            {client.name}
          </Link>
        </Typography.Text>
        <Space size={0}>
          <AuditHistoryLink entity="client" entityId={client.id} />
          <Tooltip title="Editar">
            <Button type="text" aria-label="Editar cliente" icon={<EditOutlined />} onClick={onEdit} />
          </Tooltip>
          <Tooltip title="Remover">
            <Button type="text" danger aria-label="Remover cliente" icon={<DeleteOutlined />} onClick={onDelete} />
          </Tooltip>
        </Space>
      </div>
      {client.phone && <Line icon={<PhoneOutlined />}>{formatPhone(client.phone)}</Line>}
      {client.email && <Line icon={<MailOutlined />}>{client.email}</Line>}
      {client.address && <Line icon={<EnvironmentOutlined />}>{client.address}</Line>}
      <Line icon={<HistoryOutlined />} muted={!client.lastVisit}>
        {client.lastVisit ? `Último serviço: ${formatDate(client.lastVisit)}` : CLIENT_MSG.noVisit}
      </Line>
      {points && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span style={{ opacity: 0.6 }}>
            <StarOutlined />
          </span>
          <Typography.Text>{pointsLabel(points.totalPoints)}</Typography.Text>
          {points.canRedeem && (
            <Tag color="gold" style={{ marginInlineEnd: 0 }}>
              {CLIENT_MSG.canRedeem}
            </Tag>
          )}
        </div>
      )}
      {client.notes && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0', fontSize: 13 }}>
          {client.notes}
        </Typography.Paragraph>
      )}
      <div style={{ flex: 1 }} />
      <Button block icon={<CalendarOutlined />} onClick={onBook} style={{ marginTop: 8 }}>
        Novo Agendamento
      </Button>
      {privacy && (
        <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button type="text" size="small" icon={<DownloadOutlined />} onClick={privacy.onExport}>
            {CLIENT_PRIVACY_MSG.exportButton}
          </Button>
          {/* Not red: antd's dark-theme red on a card reads 4.34:1; the confirmation dialog carries the warning. */}
          <Button type="text" size="small" icon={<UserDeleteOutlined />} onClick={privacy.onAnonymize}>
            {CLIENT_PRIVACY_MSG.anonymizeButton}
          </Button>
        </div>
      )}
    </Card>
  );
}
