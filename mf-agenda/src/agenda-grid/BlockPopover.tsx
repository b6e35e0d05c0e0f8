import { Popover } from 'antd';
import type { AgendaAppointmentDto } from '@salao/contracts';
import { timeOf } from '../shared/appointment-time';
import { AppointmentPopover } from './AppointmentPopover';

interface BlockPopoverProps {
  appointment: AgendaAppointmentDto;
  /** Closed from inside (Escape, an action): the focus goes back to the block. */
  onClose: () => void;
  /** Closed by a click elsewhere. */
  onDismiss: () => void;
}

/** A block's popover (antd): its own chunk, loaded with the first one opened, inside `WithAntd` (AppointmentBlock.tsx). */
export default function BlockPopover({ appointment: a, onClose, onDismiss }: BlockPopoverProps) {
  return (
    <Popover
      open
      onOpenChange={(next) => !next && onDismiss()}
      trigger="click"
      // Beside the block on a wide screen; below it on a phone, where there is no room beside.
      placement={typeof window !== 'undefined' && window.innerWidth < 768 ? 'bottom' : 'right'}
      content={<AppointmentPopover appointment={a} onClose={onClose} />}
      title={`${timeOf(a.appointmentDate)} · ${a.clientName}`}
    >
      <span className="ag-anchor" aria-hidden onClick={(e) => e.stopPropagation()} />
    </Popover>
  );
}
