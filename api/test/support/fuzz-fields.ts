import { futureMonday } from '../agenda-fixtures';
import type { RouteInfo } from '../../src/platform/http/routes';
import { fieldPaths, routeKey, withValue, WRITE_SCHEMAS } from './fuzz-schemas';
import { sampleBody, type VictimIds } from './security';

/** Every JSON type, null, and the strings the probe found tricky: each one goes into every field of every route. */
export const WRONG_VALUES: unknown[] = [
  'texto',
  '',
  '   ',
  '2200-01-01',
  '2026-02-30',
  '2026-01-05T10:00:00+99:99',
  'x'.repeat(6000),
  'javascript:alert(1)',
  42,
  -1,
  1.5,
  1e308,
  true,
  false,
  [],
  ['x'],
  [null],
  {},
  { a: 1 },
  null,
];

/**
 * Valid bodies for the write routes the cross-tenant sweep leaves out (it must not change the victim's password
 * or log it out): here none of them can succeed in harming the session (wrong current password, unknown tokens).
 */
export function extraSamples(ids: VictimIds): Record<string, unknown> {
  const date = futureMonday(2);
  const visitor = { serviceId: ids.services, staffId: ids.staff, date, name: 'Cliente Fuzz', phone: '(11) 98888-7777', email: '', website: '' };
  return {
    'POST /api/login': { email: 'ninguem@fuzz.test', password: 'senha-errada' },
    'POST /api/forgot-password': { email: 'ninguem@fuzz.test' },
    'POST /api/reset-password': { token: 'x'.repeat(43), newPassword: 'nova-senha-123' },
    'PUT /api/user/email': { email: 'novo@fuzz.test', currentPassword: 'senha-errada' },
    'PUT /api/user/password': { password: 'nova-senha-123', currentPassword: 'senha-errada' },
    'POST /api/user/email/confirm': { token: 'x'.repeat(43) },
    'POST /api/register/establishment': {
      establishment: {
        name: 'Salão Fuzz',
        ownerName: 'Dona Fuzz',
        email: 'fuzz-cadastro@teste.com',
        phone: '11999990000',
        whatsappNumber: '11999990000',
        segment: 'salao',
        address: 'Rua do Fuzz, 123',
      },
      user: { name: 'Dona Fuzz', email: 'fuzz-cadastro@teste.com', password: 'senha123' },
    },
    'POST /api/create-subscription': {
      establishmentName: 'Salão Fuzz',
      userName: 'Dona Fuzz',
      email: 'fuzz-assinatura@teste.com',
      phone: '11999990000',
      segment: 'salao',
      password: 'senha123',
      planId: 1,
    },
    'POST /api/confirm-payment': { paymentIntentId: 'pi_fuzz' },
    'POST /api/confirm-payment-manual': { stripeCustomerId: 'cus_fuzz' },
    'PUT /api/online-booking/settings': { enabled: true, minNoticeMinutes: 120 },
    'POST /api/public/:slug/appointments': { ...visitor, time: '15:00' },
    'POST /api/public/:slug/waitlist': visitor,
    'PUT /api/public/bookings/:token': { date, time: '16:00' },
  };
}

/** A valid body for the route: the sweep's, else one of the above, else `{}`. */
export function fuzzSample(route: RouteInfo, ids: VictimIds): Record<string, unknown> {
  const sample = sampleBody(route, ids) as Record<string, unknown>;
  return Object.keys(sample).length ? sample : ((extraSamples(ids)[routeKey(route)] as Record<string, unknown> | undefined) ?? {});
}

/** For a route with a contracts schema: its valid body with one field (or list item) at a time set to each wrong value. */
export function wrongFieldBodies(key: string, sample: unknown): string[] {
  const schema = WRITE_SCHEMAS[key];
  if (!schema) return [];
  return fieldPaths(schema).flatMap((path) => WRONG_VALUES.map((value) => JSON.stringify(withValue(sample, path, value))));
}
