import { Col, Row } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatDate } from '@salao/contracts';
import { ApiError, getOr } from '@salao/web-core';
import { StatCard } from '@salao/web-core/ui';
import { UpcomingAppointments } from './UpcomingAppointments';

interface StaffDashboardData {
  todayUpcomingAppointments?: number;
  todayCompletedAppointments?: number;
}
interface NextAppointment {
  appointmentDate?: string;
  clientName?: string;
  serviceName?: string;
}

/** 403 on next-appointment means no appointment (SPEC §7). */
async function fetchNext(): Promise<NextAppointment | null> {
  try {
    return await getOr<NextAppointment | null>(QUERY_KEYS.staffNextAppointment[0], null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** Staff dashboard: three cards (SPEC §2 Dashboard). */
export function StaffDashboard() {
  const data = useQuery({ queryKey: QUERY_KEYS.staffDashboardData, queryFn: () => getOr<StaffDashboardData>(QUERY_KEYS.staffDashboardData[0], {}) });
  const next = useQuery({ queryKey: QUERY_KEYS.staffNextAppointment, queryFn: fetchNext });
  const n = next.data;
  const time = n?.appointmentDate ? n.appointmentDate.split('T')[1]?.slice(0, 5) : undefined;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <StatCard title="Próximos Agendamentos" value={data.data?.todayUpcomingAppointments ?? 0} icon={<ScheduleOutlined />} loading={data.isLoading} />
        </Col>
        <Col xs={24} md={8}>
          <StatCard title="Agendamentos Realizados" value={data.data?.todayCompletedAppointments ?? 0} icon={<CheckCircleOutlined />} loading={data.isLoading} />
        </Col>
        <Col xs={24} md={8}>
          <StatCard
            title="Próximo Agendamento"
            value={time ?? '--:--'}
            hint={n ? `${n.clientName ?? ''} · ${n.serviceName ?? ''} · ${formatDate(n.appointmentDate)}` : 'Nenhum agendamento próximo'}
            icon={<ClockCircleOutlined />}
            loading={next.isLoading}
          />
        </Col>
      </Row>
      <UpcomingAppointments emptyText="Nenhum agendamento próximo para você" />
    </>
  );
}
