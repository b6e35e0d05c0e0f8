import { RouteConfig } from '@nestjs/platform-fastify';

/**
 * On a write route that cannot change what a session carries (role, plan, billing status, time zone, name, the
 * session itself): its answer leaves the cached sessions in place. Every other write drops its establishment's
 * (docs/architecture.md, 'Sessions kept across bookings'). For the hot writes that only add bookings: a salon's
 * front desk booking all day, or end clients booking on the public page, would otherwise have every session of
 * the establishment (of every establishment, for the public page) read again from PostgreSQL after each booking.
 */
export const KeepsSessions = (): MethodDecorator => RouteConfig({ keepsSessions: true });

/** Whether the route that answered is marked with KeepsSessions (its Fastify route config). */
export function keepsSessions(request: { routeOptions?: { config?: unknown } }): boolean {
  return (request.routeOptions?.config as { keepsSessions?: boolean } | undefined)?.keepsSessions === true;
}
