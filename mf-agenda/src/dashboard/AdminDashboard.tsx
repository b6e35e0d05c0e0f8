import { Col, Row } from 'antd';
import { CalendarOutlined, DollarOutlined, InboxOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatBRL, type DashboardStats } from '@salao/contracts';
import { StatCard } from '@salao/web-core/ui';
import { UpcomingAppointments } from './UpcomingAppointments';

/** Non-staff dashboard: four cards and the upcoming list (SPEC §2 Dashboard). */
export function AdminDashboard() {
  const stats = useQuery<DashboardStats>({ queryKey: QUERY_KEYS.dashboardStats });
  const s = stats.data;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6} data-testid="card-income">
          <StatCard title="Receita Hoje" value={formatBRL(s?.todayIncome ?? 0)} icon={<DollarOutlined />} loading={stats.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6} data-testid="card-today">
          <StatCard title="Agendamentos Hoje" value={s?.todaysAppointments ?? 0} hint="Confirmados e agendados" icon={<CalendarOutlined />} loading={stats.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6} data-testid="card-clients">
          <StatCard title="Clientes Total" value={s?.totalClients ?? 0} icon={<UserOutlined />} loading={stats.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6} data-testid="card-low-stock">
          <StatCard title="Produtos em Falta" value={s?.lowStockProducts ?? 0} hint="Requer reposição" icon={<InboxOutlined />} loading={stats.isLoading} />
        </Col>
      </Row>
      <UpcomingAppointments isStaff={false} />
    </>
  );
}
