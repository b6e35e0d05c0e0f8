import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatDate, type StaffDashboardData } from '@salao/contracts';
import { Icon } from '@salao/web-core/icon';
import { CHECK_CIRCLE, CLOCK_CIRCLE, SCHEDULE } from '@salao/web-core/icon-paths';
import { StatCard } from '@salao/web-core/light';
import { dayOf, timeOf } from '../shared/appointment-time';
import { fetchNextAppointment } from './next-appointment';
import { UpcomingAppointments } from './UpcomingAppointments';

/** Staff dashboard: three cards and their own upcoming list (docs/product/screens.md Dashboard), drawn without antd. */
export function StaffDashboard() {
  const data = useQuery<StaffDashboardData>({ queryKey: QUERY_KEYS.staffDashboardData });
  const next = useQuery({ queryKey: QUERY_KEYS.staffNextAppointment, queryFn: fetchNextAppointment });
  const n = next.data;
  return (
    <>
      <div className="salao-stats salao-stats-3">
        <StatCard title="Próximos Agendamentos" value={data.data?.todayUpcomingAppointments ?? 0} icon={<Icon of={SCHEDULE} />} query={data} />
        <StatCard title="Agendamentos Realizados" value={data.data?.todayCompletedAppointments ?? 0} icon={<Icon of={CHECK_CIRCLE} />} query={data} />
        <StatCard
          title="Próximo Agendamento"
          value={n ? timeOf(n.appointmentDate) : '--:--'}
          hint={n ? `${n.clientName} · ${n.serviceName} · ${formatDate(dayOf(n.appointmentDate))}` : 'Nenhum agendamento próximo'}
          icon={<Icon of={CLOCK_CIRCLE} />}
          query={next}
        />
      </div>
      <UpcomingAppointments isStaff />
    </>
  );
}
