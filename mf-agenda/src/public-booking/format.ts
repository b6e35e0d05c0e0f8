import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@salao/contracts';

/** 45 min, 1h, 1h 30min. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}min` : `${h}h`;
}

export function statusBadge(status: AppointmentStatus): { label: string; className: string } {
  const label = APPOINTMENT_STATUS_LABELS[status];
  if (status === 'pending') return { label, className: 'ob-badge ob-badge-pending' };
  if (status === 'confirmed' || status === 'scheduled' || status === 'completed' || status === 'in_progress')
    return { label, className: 'ob-badge ob-badge-ok' };
  return { label, className: 'ob-badge ob-badge-off' };
}

/** The manage link as a path on this origin (the API builds it from APP_URL, which may name another host). */
export function samePath(url: string): string {
  try {
    const u = new URL(url, window.location.origin);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/** The chosen professional's name, or 'Qualquer profissional' when the visitor left it to the establishment. */
export function staffName(staff: { name: string } | null): string {
  return staff ? staff.name : 'Qualquer profissional';
}
