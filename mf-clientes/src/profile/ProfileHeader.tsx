import { Avatar, Button, Card, Flex, Space, Typography, theme } from 'antd';
import {
  CalendarOutlined,
  DownloadOutlined,
  EditOutlined,
  GiftOutlined,
  MailOutlined,
  MergeCellsOutlined,
  ShoppingCartOutlined,
  PhoneOutlined,
  UserDeleteOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { CLIENT_PRIVACY_MSG, clientWhatsappLink, formatPhone, initials, type ClientDto } from '@salao/contracts';
import { AuditHistoryLink } from '@salao/web-core/ui';
import { formatBirthday } from './profile-view';

export interface ProfileHeaderProps {
  client: ClientDto;
  establishmentName: string;
  onBook: () => void;
  onEdit: () => void;
  /** Management only: a new comanda for her (docs/product/api.md, 'Checkouts'). */
  onCheckout?: () => void;
  /** Owner only: another record of the same person merged into this one. */
  onMerge?: () => void;
  /** LGPD actions, owner only. */
  privacy?: { onExport: () => void; onAnonymize: () => void };
}

/** The client's name, contacts and birthday, and what can be done with her (docs/product/screens.md 'Client profile'). */
export function ProfileHeader({ client, establishmentName, onBook, onCheckout, onEdit, onMerge, privacy }: ProfileHeaderProps) {
  const whatsapp = clientWhatsappLink(client.phone, client.name, establishmentName);
  const birthday = formatBirthday(client.birthday);
  const { token } = theme.useToken();
  return (
    <Card>
      <Flex gap={16} wrap align="flex-start" justify="space-between">
        <Flex gap={16} align="center" style={{ minWidth: 0 }}>
          <Avatar size={56} style={{ background: '#7c3aed', flex: 'none' }}>
            {initials(client.name)}
          </Avatar>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
              {client.name}
            </Typography.Title>
            <Flex gap={16} wrap>
              {client.phone && (
                <Typography.Text>
                  <PhoneOutlined aria-hidden />{' '}
                  <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} style={{ color: token.colorLink }}>
                    {formatPhone(client.phone)}
                  </a>
                </Typography.Text>
              )}
              {client.email && (
                <Typography.Text>
                  <MailOutlined aria-hidden /> {client.email}
                </Typography.Text>
              )}
              {birthday && (
                <Typography.Text>
                  <GiftOutlined aria-hidden /> Aniversário: {birthday}
                </Typography.Text>
              )}
            </Flex>
          </Flex>
        </Flex>
        <Space wrap>
          <Button type="primary" icon={<CalendarOutlined />} onClick={onBook}>
            Agendar
          </Button>
          {onCheckout && (
            <Button icon={<ShoppingCartOutlined />} onClick={onCheckout}>
              Abrir comanda
            </Button>
          )}
          {whatsapp && (
            <Button icon={<WhatsAppOutlined />} href={whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </Button>
          )}
          <Button icon={<EditOutlined />} onClick={onEdit}>
            Editar
          </Button>
          {onMerge && (
            <Button icon={<MergeCellsOutlined />} onClick={onMerge}>
              Mesclar
            </Button>
          )}
          <AuditHistoryLink entity="client" entityId={client.id} />
        </Space>
      </Flex>
      {privacy && (
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <Button type="text" size="small" icon={<DownloadOutlined />} onClick={privacy.onExport}>
            {CLIENT_PRIVACY_MSG.exportButton}
          </Button>
          <Button type="text" size="small" icon={<UserDeleteOutlined />} onClick={privacy.onAnonymize}>
            {CLIENT_PRIVACY_MSG.anonymizeButton}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
