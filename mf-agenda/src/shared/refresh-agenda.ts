import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type QueryName } from '@salao/contracts';

/** What an appointment change makes stale on this screen (SPEC §7); live messages refresh the other screens. */
const AFTER_APPOINTMENT_CHANGE: QueryName[] = [
  'appointments',
  'pendingAppointments',
  'notifications',
  'unreadNotifications',
  'dashboardStats',
  'recentAppointments',
  'staffDashboardData',
  'staffNextAppointment',
];

/** Completing also refreshes transactions and finance stats (SPEC §4). */
export function refreshAfterAppointmentChange(client: QueryClient, completed = false): void {
  const names: QueryName[] = completed ? [...AFTER_APPOINTMENT_CHANGE, 'transactions', 'financeStats'] : AFTER_APPOINTMENT_CHANGE;
  for (const name of names) void client.invalidateQueries({ queryKey: [...QUERY_KEYS[name]] });
}
