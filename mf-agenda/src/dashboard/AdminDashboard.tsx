import { Alert, Col, Row } from 'antd';
import { CalendarOutlined, DollarOutlined, InboxOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatBRL, hasPermission, type DashboardStats } from '@salao/contracts';
import { api, useEstablishment, useSession, useUnitScope } from '@salao/web-core';
import { StatCard } from '@salao/web-core/ui';
import { SetupChecklist } from './SetupChecklist';
import { UpcomingAppointments } from './UpcomingAppointments';

/** Non-staff dashboard: four cards and the upcoming list (docs/product/screens.md Dashboard). */
export function AdminDashboard() {
  // The owner's 'Todas as unidades' (docs/product/units.md): the cards summed over the network; the same key's
  // prefix, so the live refreshes of the session's unit reach it too.
  const allUnits = useUnitScope((u) => u.allUnits);
  const stats = useQuery<DashboardStats>(
    allUnits
      ? { queryKey: [...QUERY_KEYS.dashboardStats, 'network'], queryFn: () => api.get<DashboardStats>('/api/dashboard/stats?scope=network') }
      : { queryKey: QUERY_KEYS.dashboardStats },
  );
  const s = stats.data;
  const unitName = useEstablishment().data?.name;
  const canSetUp = hasPermission(
    useSession((u) => u.user?.role),
    'settings.editBusiness',
  );
  return (
    <>
      {canSetUp && !allUnits && <SetupChecklist />}
      {allUnits && (
        <Alert
          type="info"
          showIcon
          data-testid="network-note"
          title={`Todas as unidades: os cartões somam as unidades da rede. A lista de agendamentos abaixo é da unidade atual${unitName ? ` (${unitName})` : ''}.`}
          style={{ marginBottom: 16 }}
        />
      )}
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
