import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Button, Col, Flex, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { dayjs, type AppointmentDto, type Dayjs } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { byDateAsc, dayOf } from '../shared/appointment-time';
import { useStaffDirectory } from '../shared/use-directory';
import { AppointmentFilters } from './AppointmentFilters';
import type { StatusFilter } from './appointment-filters';
import { countByDay } from './calendar-dots';
import { DayAppointments } from './DayAppointments';
import { MonthCalendar } from './MonthCalendar';
import { useMonthAppointments } from './month-appointments';
import { ownStaffName } from './own-staff-name';
import { useBookingParams, type BookingPrefill } from './use-booking-params';
import { useRefreshOnFocus } from './use-refresh-on-focus';

const NewAppointmentModal = lazy(() => import('./NewAppointmentModal'));
const EditAppointmentDialog = lazy(() => import('./EditAppointmentDialog'));

/** /agendamentos: month calendar, the selected day's list, filters and the booking dialogs (docs/product/screens.md). */
export default function AppointmentsPage() {
  const user = useSession((s) => s.user);
  const isStaff = user?.role === 'staff';
  const [selected, setSelected] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [status, setStatus] = useState<StatusFilter>('all');
  const [staffId, setStaffId] = useState<number | null>(null);
  const [booking, setBooking] = useState<BookingPrefill | null>(null);
  const [editing, setEditing] = useState<AppointmentDto | null>(null);
  /** The appointment just booked: its day is selected and its row highlighted (docs/product/screens.md ('Booking feedback')). */
  const [highlight, setHighlight] = useState<number | null>(null);
  const onCreated = useCallback((a: AppointmentDto) => {
    setSelected(dayjs(dayOf(a.appointmentDate)).startOf('day'));
    setHighlight(a.id);
  }, []);

  const month = selected.format('YYYY-MM');
  // The server filters: a collaborator only ever gets their own appointments.
  const appointments = useMonthAppointments({ month, status, staffId: isStaff ? null : staffId });
  const staff = useStaffDirectory();
  useRefreshOnFocus(appointments.refetch);
  useBookingParams(useCallback((prefill: BookingPrefill) => setBooking(prefill), []));

  const visible = useMemo(() => appointments.data ?? [], [appointments.data]);
  const counts = useMemo(() => countByDay(visible), [visible]);
  const day = selected.format('YYYY-MM-DD');
  const ofDay = useMemo(() => visible.filter((a) => dayOf(a.appointmentDate) === day).sort(byDateAsc), [visible, day]);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <AppointmentFilters
          status={status}
          onStatus={setStatus}
          staff={staff.data ?? []}
          staffId={staffId}
          onStaff={setStaffId}
          ownName={isStaff && user ? ownStaffName(user, staff.data ?? []) : undefined}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setBooking({})}>
          Novo Agendamento
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <MonthCalendar
            value={selected}
            onChange={(d) => {
              setSelected(d);
              setHighlight(null);
            }}
            counts={counts}
            onRefresh={() => void appointments.refetch()}
            refreshing={appointments.isFetching}
          />
        </Col>
        <Col xs={24} lg={14}>
          <DayAppointments day={selected} appointments={ofDay} query={appointments} onEdit={setEditing} highlightId={highlight} />
        </Col>
      </Row>
      <Suspense fallback={null}>
        {booking && <NewAppointmentModal open onClose={() => setBooking(null)} prefill={booking} initialDate={day} onCreated={onCreated} />}
        {editing && <EditAppointmentDialog appointment={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </Flex>
  );
}
