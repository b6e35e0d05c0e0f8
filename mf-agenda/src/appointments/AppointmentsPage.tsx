import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dayjs, type AgendaAppointmentDto, type AppointmentDto, type Dayjs } from '@salao/contracts';
import { lazyModule, useSession } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { PLUS } from '@salao/web-core/icon-paths';
import { Button, Card, Segmented, WithAntd, preloadAntd } from '@salao/web-core/light';
import type { AgendaGridViewProps } from '../agenda-grid/AgendaGridView';
import { agendaDayQuery } from '../agenda-grid/queries';
import { byDateAsc, dayOf } from '../shared/appointment-time';
import { useStaffDirectory } from '../shared/use-directory';
import type { StatusFilter } from './appointment-filters';
import { countByDay } from './calendar-dots';
import { MonthHeader } from './MonthHeader';
import { useMonthAppointments } from './month-appointments';
import { ownStaffName } from './own-staff-name';
import { useBookingParams, type BookingPrefill } from './use-booking-params';
import { useRefreshOnFocus } from './use-refresh-on-focus';

const loadNewAppointment = () => import('./NewAppointmentModal');
const NewAppointmentModal = lazy(loadNewAppointment);
const EditAppointmentDialog = lazy(() => import('./EditAppointmentDialog'));
// Drawn with antd, off the first screen of a phone and of the day grid: each its own chunk, inside `WithAntd`
// (docs/architecture.md, 'First visit').
const MonthCalendar = lazy(() => import('./MonthCalendar').then((m) => ({ default: m.MonthCalendar })));
const DayAppointments = lazy(() => import('./DayAppointments').then((m) => ({ default: m.DayAppointments })));
const AppointmentFilters = lazy(() => import('./AppointmentFilters').then((m) => ({ default: m.AppointmentFilters })));
// The front desk grid is this page's alone: its chunk (and @dnd-kit) loads only here. Not React.lazy: code already
// here is drawn in the first render, where a Suspense boundary reveals it no sooner than 300 ms after its fallback.
const grid = lazyModule(() => import('../agenda-grid/AgendaGridView'));

/**
 * Called when this page's code arrives (routes.tsx): the grid's code starts with it, not after the page's first
 * render (docs/architecture.md, 'First visit').
 */
export function preloadFirstScreen(): void {
  if (initialView() !== 'list') void grid.preload().catch(() => undefined);
}

/** The grid once its code is here (nothing before: the day's navigation comes with it). */
function DayGrid(props: AgendaGridViewProps) {
  const View = grid.useLoaded()?.default;
  return View ? <View {...props} /> : null;
}

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

/** 'Novo Agendamento' about to be pressed (pointer over it, or focus): the dialog and antd's context start downloading. */
function preloadBooking(): void {
  preloadAntd();
  void loadNewAppointment().catch(() => undefined);
}

/**
 * The page's layout, antd's Row and Col in CSS: the calendar beside the grid from 1200 px (6/18 of 24), beside the list
 * from 992 px (10/14), with antd's 16 px gutter; above them below that.
 */
const PAGE_CSS = `
.ap-page{display:flex;flex-direction:column;gap:16px}
.ap-bar{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap}
.ap-row{display:grid;gap:16px;grid-template-columns:minmax(0,1fr);align-items:start}
@media (min-width:1200px){.ap-row-grid{grid-template-columns:calc(25% - 12px) minmax(0,1fr)}}
@media (min-width:992px){.ap-row-list{grid-template-columns:calc(41.6667% - 9.3333px) minmax(0,1fr)}}
`;

/** The height of antd's small Calendar under its head (the weekdays and six weeks), held while it loads so nothing moves. */
const CALENDAR_DAYS_HEIGHT = 287;

/**
 * /agendamentos: the day grid (or the week's, or the month calendar and the selected day's list), filters and the booking
 * dialogs (docs/product/screens.md). Its first screen is drawn without antd, the light kit's (docs/architecture.md,
 * 'First visit'): the calendar, the list, the popovers and the dialogs load antd when drawn.
 */
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
  // The grid's day starts loading with the page, beside the grid's code (it asked only once its code had run); the
  // grid's own query then uses that answer.
  const client = useQueryClient();
  useEffect(() => {
    if (view !== 'list') void client.prefetchQuery(agendaDayQuery(day));
  }, [client, view, day]);
  const ofDay = useMemo(() => visible.filter((a) => dayOf(a.appointmentDate) === day).sort(byDateAsc), [visible, day]);

  const head = { value: selected, onRefresh: () => void appointments.refetch(), refreshing: appointments.isFetching };

  return (
    <div className="salao-light ap-page">
      <style>{PAGE_CSS}</style>
      <div className="ap-bar">
        <Segmented<PageView>
          aria-label="Visualização da agenda"
          value={view}
          onChange={chooseView}
          options={phone ? VIEW_OPTIONS.filter((o) => o.value !== 'week') : VIEW_OPTIONS}
        />
        {view === 'list' && (
          <WithAntd>
            <AppointmentFilters
              status={status}
              onStatus={setStatus}
              staff={staff.data ?? []}
              staffId={staffId}
              onStaff={setStaffId}
              ownName={isStaff && user ? ownStaffName(user, staff.data ?? []) : undefined}
            />
          </WithAntd>
        )}
        <Button kind="primary" icon={<Icon of={PLUS} />} onClick={() => setBooking({})} onPointerEnter={preloadBooking} onFocus={preloadBooking}>
          Novo Agendamento
        </Button>
      </div>
      {view !== 'list' && (
        <div className="ap-row ap-row-grid">
          {!phone && (
            // The head is the light kit's, on screen from the first render; antd's days fill in below it.
            <Card bodyStyle={{ padding: 12 }}>
              <MonthHeader {...head} onChange={setSelected} />
              <WithAntd fallback={<div aria-busy="true" style={{ minHeight: CALENDAR_DAYS_HEIGHT }} />}>
                <MonthCalendar {...head} onChange={setSelected} counts={counts} bare />
              </WithAntd>
            </Card>
          )}
          <div>
            <DayGrid view={phone ? 'phone' : view} date={selected} onDate={setSelected} onBook={onBookCell} onEdit={onEditGrid} />
          </div>
        </div>
      )}
      {view === 'list' && (
        // One boundary: the calendar's dots and the day's list appear together, from the same month.
        <WithAntd>
          <div className="ap-row ap-row-list">
            <MonthCalendar
              {...head}
              onChange={(d) => {
                setSelected(d);
                setHighlight(null);
              }}
              counts={counts}
            />
            <DayAppointments day={selected} appointments={ofDay} query={appointments} onEdit={setEditing} highlightId={highlight} />
          </div>
        </WithAntd>
      )}
      {(booking || editing) && (
        <WithAntd>
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
        </WithAntd>
      )}
    </div>
  );
}
