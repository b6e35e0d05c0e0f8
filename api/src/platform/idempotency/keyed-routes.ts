import { INTERCEPTORS_METADATA } from '@nestjs/common/constants.js';
import { listRouteHandlers } from '../http/routes';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Puts the idempotency interceptor on every POST and PATCH route (but those marked NoIdempotency) instead of
 * globally: NestJS runs its rxjs interceptor chain only for a route that has an interceptor, and every read paid
 * for it to be told "not a keyed method" (bench/README.md, 'Where the time goes'). Called on the app module
 * before NestFactory reads it; the routes come from the same metadata the router is built from.
 */
export function keyWriteRoutes(appModule: unknown): void {
  for (const { route, handler } of listRouteHandlers(appModule)) {
    if (!route.idempotent) continue;
    const current = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
    if (!current.includes(IdempotencyInterceptor)) Reflect.defineMetadata(INTERCEPTORS_METADATA, [IdempotencyInterceptor, ...current], handler);
  }
}
