/**
 * One owner per table (docs/architecture.md, 'One owner per table'): every table of the schema (the migrations)
 * and the one folder under api/src that may INSERT into, UPDATE or DELETE FROM it. Another module that needs
 * such a write asks the owner (its exported service, called with the caller's transaction) or publishes a
 * domain event the owner handles. Migrations, demo seeders (*.demo.ts) and api/src/seed are exempt.
 * table-owners.spec.ts checks every source against this map.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  agenda_release_policies: 'modules/agenda-release',
  agenda_release_runs: 'modules/agenda-release',
  agenda_released_months: 'modules/agenda-release',
  appointment_busy: 'modules/appointments',
  appointments: 'modules/appointments',
  audit_log: 'platform/audit',
  billing_events: 'modules/billing',
  billing_prices: 'modules/billing',
  business_hours: 'modules/business-hours',
  cash_movements: 'modules/cash-sessions',
  cash_sessions: 'modules/cash-sessions',
  cash_settings: 'modules/cash-sessions',
  checkout_items: 'modules/checkouts',
  checkout_payments: 'modules/checkouts',
  checkout_refunds: 'modules/checkouts',
  checkouts: 'modules/checkouts',
  client_packages: 'modules/packages',
  package_credit_entries: 'modules/packages',
  package_items: 'modules/packages',
  packages: 'modules/packages',
  client_balance_entries: 'modules/checkouts',
  client_credit_entries: 'modules/gift-cards',
  clients: 'modules/clients',
  commission_entries: 'modules/commissions',
  commission_payouts: 'modules/commissions',
  commission_rates: 'modules/commissions',
  commission_settings: 'modules/commissions',
  custom_report_emails: 'modules/custom-reports',
  custom_reports: 'modules/custom-reports',
  deposit_settings: 'modules/deposits',
  deposits: 'modules/deposits',
  email_changes: 'modules/identity',
  establishments: 'modules/establishments',
  evolution_instances: 'modules/whatsapp',
  gift_card_entries: 'modules/gift-cards',
  gift_cards: 'modules/gift-cards',
  idempotency_keys: 'platform/idempotency',
  integration_keys: 'modules/integrations',
  login_failures: 'modules/identity',
  loyalty_accounts: 'modules/loyalty',
  loyalty_point_entries: 'modules/loyalty',
  loyalty_program_services: 'modules/loyalty',
  loyalty_programs: 'modules/loyalty',
  network_billing_customers: 'modules/billing',
  networks: 'modules/units',
  notifications: 'modules/notifications',
  online_booking_offers: 'modules/online-booking',
  online_booking_sends: 'modules/online-booking',
  online_booking_settings: 'modules/online-booking',
  online_booking_waitlist: 'modules/online-booking',
  online_bookings: 'modules/online-booking',
  outbox_emails: 'platform/mail',
  password_resets: 'modules/identity',
  payment_method_settings: 'modules/checkouts',
  pending_signups: 'modules/billing',
  product_sales: 'modules/products',
  products: 'modules/products',
  push_subscriptions: 'modules/push',
  rate_limit_hits: 'platform/auth',
  revenue_entries: 'modules/reports',
  revenue_ledger_rebuilds: 'modules/reports',
  revenue_method_entries: 'modules/reports',
  service_categories: 'modules/services',
  service_staff: 'modules/services',
  services: 'modules/services',
  sessions: 'platform/auth',
  staff: 'modules/staff',
  staff_absences: 'modules/staff',
  staff_blocks: 'modules/staff',
  staff_working_hours: 'modules/staff',
  stock_movements: 'modules/products',
  transactions: 'modules/finances',
  unit_memberships: 'modules/units',
  users: 'modules/identity',
  webhook_deliveries: 'modules/webhooks',
  webhooks: 'modules/webhooks',
};

/** The folder a source under api/src belongs to ('modules/clients' for 'modules/clients/clients.repository.ts'). */
export function ownerFolderOf(path: string): string {
  return path.split('/').slice(0, 2).join('/');
}

/** Writes of `source` (at `path`, relative to api/src) to tables its folder does not own, each as a sentence. */
export function foreignWrites(path: string, writes: { table: string; line: number }[]): string[] {
  const folder = ownerFolderOf(path);
  return writes
    .filter((w) => TABLE_OWNERS[w.table] !== folder)
    .map((w) => `${path}:${w.line} writes ${w.table}, owned by ${TABLE_OWNERS[w.table] ?? 'nobody (not in TABLE_OWNERS)'}`);
}
