import { useState } from 'react';
import { Badge, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import type { AppointmentDto } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { QueryError, useAppointmentConfirmations } from '@salao/web-core/ui';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { PendingAppointmentItem } from './PendingAppointmentItem';
import { UnreadNotificationItem } from './UnreadNotificationItem';
import { useAppointmentStatus } from './use-appointment-status';
import { useBellData } from './use-bell-data';

/** The bell's dialog: unread notifications and pending appointments (docs/product/screens.md Notifications). */
export default function NotificationsDialog({ onClose }: { onClose: () => void }) {
  const { pending, unread, count, failed, loading, query } = useBellData();
  const [details, setDetails] = useState<AppointmentDto | null>(null);
  const status = useAppointmentStatus();
  const [confirm, holder] = useAppointmentConfirmations();
  const markRead = useLiveWrite({
    write: (id: number) => api.patch(`/api/notifications/${id}/read`),
    causes: [],
    also: ['unreadNotifications', 'notifications'],
    onError: (error) => console.error('Erro ao marcar notificação como lida', error),
  });

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={
        <Flex align="center" gap={8}>
          Notificações {count !== null && <Badge count={count} showZero color={count ? undefined : 'gray'} />}
        </Flex>
      }
    >
      {failed ? (
        <div style={{ marginTop: 12 }}>
          <QueryError query={query} what="as notificações" />
        </div>
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 4 }} style={{ marginTop: 12 }} />
      ) : count === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>Nenhuma notificação pendente</Typography.Text>
              <br />
              <Typography.Text type="secondary">Novos agendamentos aparecerão aqui</Typography.Text>
            </>
          }
          style={{ padding: '24px 0' }}
        />
      ) : (
        // Pending appointments first: they wait for a decision, and the notifications that keep arriving live
        // (newest first) then grow the list below them instead of moving 'Confirmar' from under the pointer.
        <Flex vertical gap={8} style={{ marginTop: 12, maxHeight: '65vh', overflowY: 'auto' }}>
          {pending.map((a) => (
            <PendingAppointmentItem
              key={a.id}
              appointment={a}
              busy={status.isPending}
              onDetails={setDetails}
              onOpenClient={onClose}
              onConfirm={(id) => status.mutate({ id, status: 'confirmed' })}
              onReject={(id) => void confirm.reject(a).then((ok) => ok && status.mutate({ id, status: 'rejected' }))}
            />
          ))}
          {unread.map((n) => (
            <UnreadNotificationItem key={n.id} notification={n} busy={markRead.isPending} onRead={markRead.mutate} />
          ))}
        </Flex>
      )}
      {details && <AppointmentDetailsDialog appointment={details} onClose={() => setDetails(null)} />}
      {holder}
    </Modal>
  );
}
