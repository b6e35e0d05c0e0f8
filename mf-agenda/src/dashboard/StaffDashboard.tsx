import { Col, Row } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatDate, type StaffDashboardData } from '@salao/contracts';
import { StatCard } from '@salao/web-core/ui';
import { dayOf, timeOf } from '../shared/appointment-time';
import { fetchNextAppointment } from './next-appointment';
import { UpcomingAppointments } from './UpcomingAppointments';

/** Staff dashboard: three cards and their own upcoming list (docs/product/screens.md Dashboard). */
export function StaffDashboard() {
  const data = useQuery<StaffDashboardData>({ queryKey: QUERY_KEYS.staffDashboardData });
  const next = useQuery({ queryKey: QUERY_KEYS.staffNextAppointment, queryFn: fetchNextAppointment });
  const n = next.data;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <StatCard title="Próximos Agendamentos" value={data.data?.todayUpcomingAppointments ?? 0} icon={<ScheduleOutlined />} query={data} />
        </Col>
        <Col xs={24} md={8}>
          <StatCard title="Agendamentos Realizados" value={data.data?.todayCompletedAppointments ?? 0} icon={<CheckCircleOutlined />} query={data} />
        </Col>
        <Col xs={24} md={8}>
          <StatCard
            title="Próximo Agendamento"
            value={n ? timeOf(n.appointmentDate) : '--:--'}
            hint={n ? `${n.clientName} · ${n.serviceName} · ${formatDate(dayOf(n.appointmentDate))}` : 'Nenhum agendamento próximo'}
            icon={<ClockCircleOutlined />}
            query={next}
          />
        </Col>
      </Row>
      <UpcomingAppointments isStaff />
    </>
  );
}
