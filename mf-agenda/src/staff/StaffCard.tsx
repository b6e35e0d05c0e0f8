import { Avatar, Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  FieldTimeOutlined,
  DeleteOutlined,
  EditOutlined,
  MailOutlined,
  PhoneOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { formatPhone, type StaffDto } from '@salao/contracts';
import { paySummary } from './pay-summary';

export type StaffAction = 'edit' | 'hours' | 'absences' | 'blocks' | 'delete';

/** One collaborator: initial avatar, name, role, phone or 'Não informado', e-mail, pay summary, access badge (docs/product/screens.md). */
export function StaffCard({ staff, onAction }: { staff: StaffDto; onAction: (action: StaffAction, staff: StaffDto) => void }) {
  const { token } = theme.useToken();
  const action = (kind: StaffAction, title: string, icon: ReactNode, danger = false) => (
    <Tooltip key={kind} title={title}>
      <Button type="text" danger={danger} icon={icon} onClick={() => onAction(kind, staff)} aria-label={`${title}: ${staff.name}`} />
    </Tooltip>
  );
  return (
    <Card
      data-testid="staff-card"
      style={{ height: '100%' }}
      actions={[
        action('edit', 'Editar', <EditOutlined />),
        action('hours', 'Configurar horários', <ClockCircleOutlined />),
        action('absences', 'Férias e folgas', <CalendarOutlined />),
        action('blocks', 'Bloqueios', <FieldTimeOutlined />),
        action('delete', 'Remover', <DeleteOutlined />, true),
      ]}
    >
      <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
        <Avatar size={48} style={{ background: token.colorPrimary, flex: 'none' }}>
          {staff.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis style={{ fontSize: 16 }}>
            {staff.name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {staff.role}
          </Typography.Text>
        </Flex>
        <Tag color={staff.hasSystemAccess ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
          {staff.hasSystemAccess ? 'Liberado' : 'Bloqueado'}
        </Tag>
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text>
          <PhoneOutlined /> {staff.phone ? formatPhone(staff.phone) : 'Não informado'}
        </Typography.Text>
        {staff.email && (
          <Typography.Text ellipsis>
            <MailOutlined /> {staff.email}
          </Typography.Text>
        )}
        <Typography.Text>
          <WalletOutlined /> {paySummary(staff)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
