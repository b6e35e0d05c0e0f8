import type { AgendaAppointmentDto, Dayjs } from '@salao/contracts';
import { DayView } from './DayView';
import { GridActionsProvider } from './grid-actions';
import { GridStyles } from './GridStyles';
import { PhoneDayView, WeekView } from './OneStaffViews';

export type GridView = 'day' | 'week' | 'phone';

/** What the booking dialog is opened with from an empty cell. */
export interface CellBooking {
  staffId: number;
  date: string;
  time: string;
}

export interface AgendaGridViewProps {
  view: GridView;
  date: Dayjs;
  onDate: (date: Dayjs) => void;
  onBook: (booking: CellBooking) => void;
  onEdit: (appointment: AgendaAppointmentDto) => void;
}

/** The grid's views (docs/product/agenda-grid.md), loaded only by /agendamentos; drawn without antd (its dialogs load it). */
export default function AgendaGridView({ view, date, onDate, onBook, onEdit }: AgendaGridViewProps) {
  return (
    <GridActionsProvider onEdit={onEdit}>
      <GridStyles />
      {view === 'week' ? (
        <WeekView date={date} onDate={onDate} onBook={onBook} />
      ) : view === 'phone' ? (
        <PhoneDayView date={date} onDate={onDate} onBook={onBook} />
      ) : (
        <DayView date={date} onDate={onDate} onBook={onBook} />
      )}
    </GridActionsProvider>
  );
}
