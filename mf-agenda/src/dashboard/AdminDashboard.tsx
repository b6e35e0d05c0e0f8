import { Col, Row } from 'antd';
import { CalendarOutlined, DollarOutlined, InboxOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatBRL } from '@salao/contracts';
import { getOr } from '@salao/web-core';
import { StatCard } from '@salao/web-core/ui';
import { UpcomingAppointments } from './UpcomingAppointments';

interface DashboardStats {
  todaysAppointments?: number;
  totalClients?: number;
  lowStockProducts?: number;
}
interface FinanceStats {
  todayIncome?: number | string;
}

/** Non-staff dashboard: four cards and the upcoming list (SPEC §2 Dashboard). Missing endpoints count as 0. */
export function AdminDashboard() {
  const stats = useQuery({ queryKey: QUERY_KEYS.dashboardStats, queryFn: () => getOr<DashboardStats>(QUERY_KEYS.dashboardStats[0], {}) });
  const finance = useQuery({
    queryKey: QUERY_KEYS.financeStats,
    queryFn: () => getOr<FinanceStats>(QUERY_KEYS.financeStats[0], {}).catch(() => ({}) as FinanceStats),
  });
  const s = stats.data ?? {};
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title="Receita Hoje" value={formatBRL(finance.data?.todayIncome ?? 0)} icon={<DollarOutlined />} loading={finance.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title="Agendamentos Hoje" value={s.todaysAppointments ?? 0} hint="Confirmados e agendados" icon={<CalendarOutlined />} loading={stats.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title="Clientes Total" value={s.totalClients ?? 0} icon={<UserOutlined />} loading={stats.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title="Produtos em Falta" value={s.lowStockProducts ?? 0} hint="Requer reposição" icon={<InboxOutlined />} loading={stats.isLoading} />
        </Col>
      </Row>
      <UpcomingAppointments emptyText="Nenhum agendamento para hoje" />
    </>
  );
}
