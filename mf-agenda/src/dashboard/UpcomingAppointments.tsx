import { Card, List, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { APPOINTMENT_STATUS_LABELS, QUERY_KEYS, formatBRL, formatDate, type AppointmentStatus } from '@salao/contracts';
import { getOr } from '@salao/web-core';
import { EmptyState } from '@salao/web-core/ui';

interface UpcomingAppointment {
  id: number;
  clientName?: string;
  serviceName?: string;
  staffName?: string;
  servicePrice?: string;
  appointmentDate: string;
  status: AppointmentStatus;
}

/** 'Próximos Agendamentos': confirmed and scheduled, soonest first. Actions and the professional filter come with the agenda issue. */
export function UpcomingAppointments({ emptyText }: { emptyText: string }) {
  const recent = useQuery({
    queryKey: QUERY_KEYS.recentAppointments,
    queryFn: () => getOr<UpcomingAppointment[]>(QUERY_KEYS.recentAppointments[0], []),
  });
  const items = (Array.isArray(recent.data) ? recent.data : [])
    .filter((a) => a.status === 'confirmed' || a.status === 'scheduled')
    .sort((a, b) => a.appointmentDate.localeCompare(b.appointmentDate));
  return (
    <Card title="Próximos Agendamentos" style={{ marginTop: 16 }} loading={recent.isLoading}>
      {items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <List
          dataSource={items}
          renderItem={(a) => (
            <List.Item extra={<Tag color={a.status === 'confirmed' ? 'green' : 'blue'}>{APPOINTMENT_STATUS_LABELS[a.status]}</Tag>}>
              <List.Item.Meta
                title={`${a.appointmentDate.split('T')[1]?.slice(0, 5) ?? ''} · ${a.clientName ?? ''}`}
                description={
                  <Typography.Text type="secondary">
                    {a.serviceName} · {a.staffName} · {formatDate(a.appointmentDate.slice(0, 10))} · {formatBRL(a.servicePrice)}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
