import * as c from '@salao/contracts';
import type { AnySchema } from 'yup';
import type { RouteInfo } from '../../src/platform/http/routes';

/** The contracts schema each write route validates its body with: the fuzz sends every field of it wrong. */
export const WRITE_SCHEMAS: Record<string, AnySchema> = {
  'POST /api/agenda-release/months': c.agendaReleaseMonthSchema,
  'POST /api/agenda-release/policy': c.agendaReleasePolicySchema,
  'POST /api/appointments': c.appointmentWriteSchema,
  'PUT /api/appointments/:id': c.appointmentWriteSchema,
  'PATCH /api/appointments/:id/status': c.appointmentStatusSchema,
  'POST /api/appointment-groups': c.appointmentGroupSchema,
  'POST /api/appointment-series': c.appointmentSeriesSchema,
  'PATCH /api/appointment-series/:seriesId': c.seriesUpdateSchema,
  'POST /api/appointment-series/:seriesId/cancel': c.seriesCancelSchema,
  'POST /api/billing/change-plan': c.changePlanSchema,
  'PUT /api/business-hours': c.businessHoursSchema,
  'PUT /api/deposits/settings': c.depositSettingsSchema,
  'POST /api/deposits/:id/confirm': c.depositActionSchema,
  'POST /api/deposits/:id/refunded': c.depositActionSchema,
  'POST /api/clients': c.clientSchema,
  'PUT /api/clients/:id': c.clientSchema,
  'POST /api/clients/:id/merge': c.clientMergeSchema,
  'POST /api/confirm-payment': c.confirmPaymentSchema,
  'POST /api/confirm-payment-manual': c.confirmPaymentManualSchema,
  'POST /api/create-subscription': c.createSubscriptionSchema,
  'PUT /api/establishment': c.establishmentUpdateSchema,
  'POST /api/session/unit': c.unitSwitchSchema,
  'POST /api/units': c.unitCreateSchema,
  'PUT /api/units/:id/members/:userId': c.unitMemberSchema,
  'POST /api/units/:id/staff': c.unitStaffSchema,
  'PATCH /api/establishment/timezone': c.timezoneUpdateSchema,
  'POST /api/evolution/send-text': c.sendTextSchema,
  'POST /api/forgot-password': c.forgotPasswordSchema,
  'POST /api/integration-keys': c.integrationKeySchema,
  'POST /api/login': c.loginSchema,
  'POST /api/loyalty/clients/:clientId/add-points': c.addPointsSchema,
  'POST /api/loyalty/clients/:clientId/use-points': c.usePointsSchema,
  'POST /api/loyalty/programs': c.loyaltyProgramSchema,
  'PUT /api/loyalty/programs/:id': c.loyaltyProgramSchema,
  'POST /api/n8n/establishment/:id/appointment': c.integrationAppointmentSchema,
  'PUT /api/network': c.networkUpdateSchema,
  'PUT /api/online-booking/settings': c.onlineBookingSettingsSchema,
  'POST /api/products': c.productSchema,
  'PUT /api/products/:id': c.productSchema,
  'POST /api/products/:id/movements': c.stockMovementSchema,
  'POST /api/products/sell': c.saleSchema,
  'POST /api/products/:id/transfer': c.stockTransferSchema,
  'POST /api/public/:slug/appointments': c.publicBookingSchema,
  'POST /api/public/:slug/appointment-groups': c.publicGroupSchema,
  'POST /api/public/:slug/waitlist': c.publicWaitlistSchema,
  'PUT /api/public/bookings/:token': c.publicRescheduleSchema,
  'POST /api/push/subscriptions': c.pushSubscriptionSchema,
  'POST /api/register/establishment': c.registrationPayloadSchema,
  'POST /api/reset-password': c.resetPasswordSchema,
  'POST /api/service-categories': c.serviceCategorySchema,
  'POST /api/services': c.serviceWriteSchema,
  'PUT /api/services/:id': c.serviceWriteSchema,
  'PUT /api/settings': c.settingsSchema,
  'PUT /api/payment-methods': c.paymentMethodsSchema,
  'POST /api/checkouts': c.checkoutSchema,
  'POST /api/packages': c.packageSchema,
  'PUT /api/packages/:id': c.packageSchema,
  'PUT /api/checkouts/:id': c.checkoutSchema,
  'POST /api/checkouts/:id/payments': c.checkoutPaymentSchema,
  'POST /api/checkouts/:id/close': c.checkoutCloseSchema,
  'POST /api/checkouts/:id/refund': c.checkoutRefundSchema,
  'POST /api/checkouts/:id/receipt/send': c.checkoutReceiptSendSchema,
  'POST /api/clients/:id/balance/payments': c.clientBalancePaymentSchema,
  'POST /api/cash-sessions': c.cashOpenSchema,
  'POST /api/cash-sessions/:id/movements': c.cashMovementSchema,
  'POST /api/cash-sessions/:id/close': c.cashCloseSchema,
  'PUT /api/cash-sessions/settings': c.cashSettingsSchema,
  'PUT /api/commission-rules': c.commissionRulesSchema,
  'POST /api/commission-payouts': c.commissionPayoutSchema,
  'POST /api/reports/custom': c.customReportSchema,
  'PUT /api/reports/custom/:id': c.customReportSchema,
  'POST /api/webhooks': c.webhookSchema,
  'PUT /api/webhooks/:id': c.webhookSchema,
  'POST /api/webhooks/test-delivery': c.webhookTestDeliverySchema,
  'POST /api/staff': c.staffCreateSchema,
  'PUT /api/staff/:id': c.staffUpdateSchema,
  'POST /api/staff/:id/blocks': c.staffBlockSchema,
  'POST /api/staff/:id/vacations': c.absenceSchema,
  'PUT /api/staff/:id/vacations/:vacationId': c.absenceSchema,
  'POST /api/staff/:id/working-hours': c.workingHoursSchema,
  'POST /api/staff/salary-commission': c.commissionQuerySchema,
  'POST /api/transactions': c.transactionSchema,
  'PUT /api/user/email': c.changeEmailSchema,
  'POST /api/user/email/confirm': c.confirmEmailChangeSchema,
  'PUT /api/user/password': c.changePasswordSchema,
  'POST /webhook/n8n-data': c.n8nWebhookSchema,
};

/** Write routes that read no JSON body (an action on the path, a multipart upload, a signed webhook). */
export const BODILESS_WRITES = new Set([
  'POST /api/agenda-release/recalculate',
  'POST /api/billing/cancel',
  'POST /api/billing/portal',
  'POST /api/billing/subscribe',
  'POST /api/clients/:id/anonymize',
  'POST /api/establishment/logo',
  'POST /api/evolution/logout',
  'POST /api/evolution/qrcode',
  'POST /api/logout',
  'POST /api/loyalty/redemptions/:id/undo',
  'PATCH /api/notifications/:id/read',
  'POST /api/public/waitlist-offers/:token/claim',
  'POST /api/stripe/webhook',
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver',
]);

export const routeKey = (route: RouteInfo) => `${route.method} ${route.path}`;

type Path = (string | number)[];
interface Walkable {
  type: string;
  fields?: Record<string, Walkable>;
  innerType?: Walkable;
}

/** Every field of a schema as a path into the body: nested objects' fields and a list's first item (and its fields). */
export function fieldPaths(schema: AnySchema, prefix: Path = []): Path[] {
  const node = schema as unknown as Walkable;
  if (node.type === 'object' && node.fields) {
    return Object.entries(node.fields).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child as unknown as AnySchema, [...prefix, key])]);
  }
  if (node.type === 'array' && node.innerType) return [[...prefix, 0], ...fieldPaths(node.innerType as unknown as AnySchema, [...prefix, 0])];
  return [];
}

/** A copy of `body` with the value at `path` replaced (missing objects and lists on the way are created). */
export function withValue(body: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const base = (
    typeof head === 'number' ? (Array.isArray(body) ? [...body] : []) : body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}
  ) as Record<string | number, unknown>;
  base[head] = withValue(base[head], rest, value);
  return base;
}
