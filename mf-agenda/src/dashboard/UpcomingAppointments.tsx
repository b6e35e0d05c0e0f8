import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type AppointmentDto } from '@salao/contracts';
import { useAfterFirstPaint } from '@salao/web-core';
import { Card, EmptyState, QueryState } from '@salao/web-core/light';
import { useCanCancel } from '../shared/use-can-cancel';
import { useStaffDirectory } from '../shared/use-directory';
import { ProfessionalFilter } from './ProfessionalFilter';
import { UpcomingRow } from './UpcomingRow';
import { hasStarted } from '../shared/appointment-time';
import { useNow } from '../shared/use-now';
import { upcomingAppointments, upcomingEmptyText } from './upcoming';
import { useDashboardActions } from './use-dashboard-actions';

const TITLE = 'Próximos Agendamentos';

/**
 * 'Próximos Agendamentos' with the professional filter for non-staff (docs/product/screens.md Dashboard). On a page load's first
 * screen the list renders just after the figures are painted: its rows and filter were ~150 ms of the render.
 */
export function UpcomingAppointments({ isStaff }: { isStaff: boolean }) {
  if (!useAfterFirstPaint()) return <Card title={TITLE} style={{ marginTop: 16 }} bodyStyle={{ minHeight: 120 }} aria-busy="true" />;
  return <UpcomingList isStaff={isStaff} />;
}

function UpcomingList({ isStaff }: { isStaff: boolean }) {
  const [staffId, setStaffId] = useState<number | null>(null);
  const recent = useQuery<AppointmentDto[]>({ queryKey: QUERY_KEYS.recentAppointments });
  const staff = useStaffDirectory(!isStaff);
  const { complete, cancel, askComplete, asking, holder } = useDashboardActions();
  const canCancel = useCanCancel();
  const items = upcomingAppointments(Array.isArray(recent.data) ? recent.data : [], isStaff ? null : staffId);
  const busy = complete.isPending || cancel.isPending;
  const now = useNow();
  return (
    <Card
      title={TITLE}
      style={{ marginTop: 16 }}
      extra={!isStaff && <ProfessionalFilter staff={staff.data ?? []} value={staffId} onChange={setStaffId} />}
      bodyStyle={{ paddingTop: 4, paddingBottom: 4 }}
    >
      <QueryState
        query={recent}
        what="os próximos agendamentos"
        isEmpty={items.length === 0}
        empty={<EmptyState title={upcomingEmptyText(isStaff, isStaff ? null : staffId)} />}
      >
        {items.map((a) => (
          <UpcomingRow
            key={a.id}
            appointment={a}
            busy={busy}
            asking={asking === a.id}
            started={hasStarted(a.appointmentDate, now)}
            onComplete={() => void askComplete(a)}
            onCancel={canCancel ? cancel.mutate : undefined}
          />
        ))}
      </QueryState>
      {holder}
    </Card>
  );
}
