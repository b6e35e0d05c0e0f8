import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatBRL, hasPermission, type DashboardStats } from '@salao/contracts';
import { api, isSetupChecklistDismissed, useEstablishment, useSession, useUnitScope } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { CALENDAR, DOLLAR, INBOX, USER } from '@salao/web-core/icon-paths';
import { Alert, StatCard } from '@salao/web-core/light';
import { SetupChecklist } from './SetupChecklist';
import { UpcomingAppointments } from './UpcomingAppointments';

/**
 * Non-staff dashboard: four cards and the upcoming list (docs/product/screens.md Dashboard). Drawn without antd, so
 * the owner's first visit downloads none of it (docs/architecture.md, 'First visit').
 */
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
  // The checklist sits above the figures: while its answer is on the way nothing is drawn, so the figures never move
  // down when it arrives (Lighthouse measured that shift at 0.6 on a phone). Both are fetched side by side
  // (preload-landing.ts), so the figures wait for the slower of the two answers at most.
  const establishmentId = useSession((u) => u.user?.establishmentId);
  const checklist = canSetUp && !allUnits && !isSetupChecklistDismissed(establishmentId);
  const setup = useQuery({ queryKey: QUERY_KEYS.dashboardSetup, enabled: checklist, staleTime: 0, refetchOnMount: false });
  if (checklist && setup.isPending) return <div aria-busy="true" data-testid="dashboard-waiting" />;
  return (
    <>
      {canSetUp && !allUnits && <SetupChecklist />}
      {allUnits && (
        <Alert
          type="info"
          role="alert"
          data-testid="network-note"
          title={`Todas as unidades: os cartões somam as unidades da rede. A lista de agendamentos abaixo é da unidade atual${unitName ? ` (${unitName})` : ''}.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <div className="salao-stats salao-stats-4">
        <StatCard data-testid="card-income" title="Receita Hoje" value={formatBRL(s?.todayIncome ?? 0)} icon={<Icon of={DOLLAR} />} query={stats} />
        <StatCard
          data-testid="card-today"
          title="Agendamentos Hoje"
          value={s?.todaysAppointments ?? 0}
          hint="Confirmados e agendados"
          icon={<Icon of={CALENDAR} />}
          query={stats}
        />
        <StatCard data-testid="card-clients" title="Clientes Total" value={s?.totalClients ?? 0} icon={<Icon of={USER} />} query={stats} />
        <StatCard
          data-testid="card-low-stock"
          title="Produtos em Falta"
          value={s?.lowStockProducts ?? 0}
          hint="Requer reposição"
          icon={<Icon of={INBOX} />}
          query={stats}
        />
      </div>
      <UpcomingAppointments isStaff={false} />
    </>
  );
}
