import { Col, Row } from 'antd';
import { CalendarOutlined, DollarOutlined, InboxOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatBRL, hasPermission, type DashboardStats } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { StatCard } from '@salao/web-core/ui';
import { SetupChecklist } from './SetupChecklist';
import { UpcomingAppointments } from './UpcomingAppointments';

/** Non-staff dashboard: four cards and the upcoming list (docs/product/screens.md Dashboard). */
export function AdminDashboard() {
  const stats = useQuery<DashboardStats>({ queryKey: QUERY_KEYS.dashboardStats });
  const s = stats.data;
  const canSetUp = hasPermission(
    useSession((u) => u.user?.role),
    'settings.editBusiness',
  );
  return (
    <>
      {canSetUp && <SetupChecklist />}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6} data-testid="card-income">
          <StatCard title="Receita Hoje" value={formatBRL(s?.todayIncome ?? 0)} icon={<DollarOutlined />} query={stats} />
        </Col>
        <Col xs={24} sm={12} xl={6} data-testid="card-today">
          <StatCard title="Agendamentos Hoje" value={s?.todaysAppointments ?? 0} hint="Confirmados e agendados" icon={<CalendarOutlined />} query={stats} />
        </Col>
        <Col xs={24} sm={12} xl={6} data-testid="card-clients">
          <StatCard title="Clientes Total" value={s?.totalClients ?? 0} icon={<UserOutlined />} query={stats} />
        </Col>
        <Col xs={24} sm={12} xl={6} data-testid="card-low-stock">
          <StatCard title="Produtos em Falta" value={s?.lowStockProducts ?? 0} hint="Requer reposição" icon={<InboxOutlined />} query={stats} />
        </Col>
      </Row>
      <UpcomingAppointments isStaff={false} />
    </>
  );
}
