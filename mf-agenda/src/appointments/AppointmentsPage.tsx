import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Col, Flex, Row, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { dayjs, type AgendaAppointmentDto, type AppointmentDto, type Dayjs } from '@salao/contracts';
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
// The front desk grid is this page's alone: its chunk (and @dnd-kit) loads only here.
const AgendaGridView = lazy(() => import('../agenda-grid/AgendaGridView'));

type PageView = 'day' | 'week' | 'list';
const VIEW_KEY = 'salao.agendamentos.view';
const VIEW_OPTIONS = [
  { value: 'day', label: 'Dia' },
  { value: 'week', label: 'Semana' },
  { value: 'list', label: 'Lista' },
] satisfies Array<{ value: PageView; label: string }>;

/** The day grid by default on screens of 1024 px and more and on phones (one professional); tablets keep the list (docs/product/agenda-grid.md). */
function initialView(): PageView {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(VIEW_KEY);
  if (stored === 'day' || stored === 'week' || stored === 'list') return stored;
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  return width >= 1024 || width < 768 ? 'day' : 'list';
}

/** Below 768 px the grid shows one professional's day. */
function usePhone(): boolean {
  const query = '(max-width: 767.98px)';
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const on = () => setPhone(media.matches);
    media.addEventListener('change', on);
    return () => media.removeEventListener('change', on);
  }, []);
  return phone;
}

/** /agendamentos: month calendar, the selected day's list, filters and the booking dialogs (docs/product/screens.md). */
export default function AppointmentsPage() {
  const user = useSession((s) => s.user);
  const isStaff = user?.role === 'staff';
  const [selected, setSelected] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [status, setStatus] = useState<StatusFilter>('all');
  const [staffId, setStaffId] = useState<number | null>(null);
  const [booking, setBooking] = useState<(BookingPrefill & { staffId?: number; date?: string; time?: string }) | null>(null);
  const [view, setView] = useState<PageView>(initialView);
  const phone = usePhone();
  const chooseView = (next: PageView) => {
    setView(next);
    localStorage.setItem(VIEW_KEY, next);
  };
  const onBookCell = useCallback((b: { staffId: number; date: string; time: string }) => setBooking(b), []);
  const [editing, setEditing] = useState<AppointmentDto | null>(null);
  const onEditGrid = useCallback((a: AgendaAppointmentDto) => setEditing(a), []);
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
        <Segmented<PageView>
          aria-label="Visualização da agenda"
          value={view}
          onChange={chooseView}
          options={phone ? VIEW_OPTIONS.filter((o) => o.value !== 'week') : VIEW_OPTIONS}
        />
        {view === 'list' && (
          <AppointmentFilters
            status={status}
            onStatus={setStatus}
            staff={staff.data ?? []}
            staffId={staffId}
            onStaff={setStaffId}
            ownName={isStaff && user ? ownStaffName(user, staff.data ?? []) : undefined}
          />
        )}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setBooking({})}>
          Novo Agendamento
        </Button>
      </Flex>
      {view !== 'list' && (
        <Row gutter={[16, 16]}>
          {!phone && (
            <Col xs={24} xl={6}>
              <MonthCalendar
                value={selected}
                onChange={setSelected}
                counts={counts}
                onRefresh={() => void appointments.refetch()}
                refreshing={appointments.isFetching}
              />
            </Col>
          )}
          <Col xs={24} xl={phone ? 24 : 18}>
            <Suspense fallback={null}>
              <AgendaGridView view={phone ? 'phone' : view} date={selected} onDate={setSelected} onBook={onBookCell} onEdit={onEditGrid} />
            </Suspense>
          </Col>
        </Row>
      )}
      {view === 'list' && (
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
      )}
      <Suspense fallback={null}>
        {booking && (
          <NewAppointmentModal
            open
            onClose={() => setBooking(null)}
            prefill={booking}
            initialDate={booking.date ?? day}
            initialStaffId={booking.staffId}
            initialTime={booking.time}
            onCreated={onCreated}
          />
        )}
        {editing && <EditAppointmentDialog appointment={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </Flex>
  );
}
