/**
 * Live messages the server pushes on /ws and the cached queries each one refreshes (docs/product/api.md 'Live connection').
 * The query keys here are the ones every frontend uses with react-query.
 */
export const QUERY_KEYS = {
  appointments: ['/api/appointments'],
  pendingAppointments: ['/api/appointments/pending'],
  recentAppointments: ['/api/dashboard/recent-appointments'],
  dashboardStats: ['/api/dashboard/stats'],
  dashboardSetup: ['/api/dashboard/setup'],
  staffDashboardData: ['/api/staff/dashboard-data'],
  staffNextAppointment: ['/api/staff/next-appointment'],
  financeStats: ['/api/finances/stats'],
  transactions: ['/api/transactions'],
  notifications: ['/api/notifications'],
  unreadNotifications: ['/api/notifications/unread'],
  products: ['/api/products'],
  clients: ['/api/clients'],
  clientsList: ['/api/clients/list'],
  services: ['/api/services'],
  servicesList: ['/api/services/list'],
  staff: ['/api/staff'],
  staffList: ['/api/staff/list'],
  permissions: ['/api/establishment/permissions'],
  session: ['/api/session'],
  units: ['/api/units'],
  agendaDay: ['/api/agenda/day'],
  agendaWeek: ['/api/agenda/week'],
} as const;
export type QueryName = keyof typeof QUERY_KEYS;

export const LIVE_REFRESH = {
  appointment_change: [
    'appointments',
    'agendaDay',
    'agendaWeek',
    'dashboardStats',
    'staffDashboardData',
    'staffNextAppointment',
    'recentAppointments',
    'financeStats',
  ],
  financial_change: ['financeStats', 'dashboardStats'],
  dashboard_change: ['dashboardStats', 'recentAppointments', 'financeStats'],
  inventory_change: ['products', 'dashboardStats', 'financeStats'],
  new_notification: ['notifications', 'unreadNotifications', 'pendingAppointments'],
  client_change: ['clients', 'clientsList'],
  staff_dashboard_change: ['staffDashboardData', 'staffNextAppointment', 'recentAppointments', 'appointments', 'agendaDay', 'agendaWeek'],
  staff_appointment_notification: ['pendingAppointments', 'unreadNotifications', 'staffDashboardData', 'staffNextAppointment'],
} as const satisfies Record<string, readonly QueryName[]>;

export type LiveEventType = keyof typeof LIVE_REFRESH;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_REFRESH) as LiveEventType[];

/**
 * The live events the server sends for each kind of write. The writing tab skips their echo and refreshes
 * the same queries itself (web-core's useLiveWrite), so the list of what a write makes stale exists once.
 */
export const WRITE_CAUSES = {
  appointment: ['appointment_change', 'staff_dashboard_change', 'dashboard_change', 'new_notification'],
  appointmentCompleted: ['appointment_change', 'staff_dashboard_change', 'dashboard_change', 'new_notification', 'financial_change', 'client_change'],
  client: ['client_change'],
  product: ['inventory_change'],
  sale: ['inventory_change', 'financial_change'],
  transaction: ['financial_change'],
} as const satisfies Record<string, readonly LiveEventType[]>;

/** Payload of each event: what changed, so a client may do more than refetch. */
export interface LiveEventPayloads {
  appointment_change: { appointmentId?: number; action?: string };
  financial_change: { transactionId?: number };
  dashboard_change: Record<string, never>;
  inventory_change: { productId?: number };
  new_notification: { notificationId?: number };
  client_change: { clientId?: number };
  staff_dashboard_change: { staffId?: number };
  staff_appointment_notification: { staffId?: number; appointmentId?: number };
}

/**
 * `origin`: the browser tab whose write caused the message (its `x-live-origin` header). That tab already
 * updated its cache from the write's answer, so it skips the echo; every other tab refreshes.
 */
export type LiveMessage<T extends LiveEventType = LiveEventType> = { type: T; establishmentId: number; origin?: string } & LiveEventPayloads[T];

/** Header a browser tab sends on every write, naming itself as the origin of the live messages it causes. */
export const LIVE_ORIGIN_HEADER = 'x-live-origin';
/** What a tab id may look like (a UUID or a short token); anything else is ignored. */
export const LIVE_ORIGIN_PATTERN = /^[\w-]{1,64}$/;

/** First message a client sends after the socket opens (docs/product/entities.md); the server trusts the session cookie, not this. */
export interface LiveAuthMessage {
  type: 'auth';
  establishmentId: number;
  userId: number;
  userRole: string;
}

export const LIVE_PATH = '/ws';
