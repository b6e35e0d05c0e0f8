import { RequestMethod, type Type } from '@nestjs/common';
import { ACCESS_KEY, type AccessPolicy, PLAN_KEY, SCOPE_KEY } from '../auth/decorators';
import { KEYED_METHODS, NO_IDEMPOTENCY } from '../idempotency/idempotency.interceptor';

/** One API route as Nest registers it on Fastify, with its declared access policy. */
export interface RouteInfo {
  method: string;
  path: string;
  access: AccessPolicy['kind'] | 'none';
  permission?: string;
  plan?: string;
  /** Whether an integration key may call it (docs/product/api.md 'Integration keys'), and with which scope. */
  key: boolean;
  scope?: string;
  /** Takes an `Idempotency-Key` (every POST and PATCH but the NoIdempotency ones, docs/architecture.md 'Idempotency keys'). */
  idempotent: boolean;
}

interface ModuleLike {
  module?: Type;
  imports?: unknown[];
  controllers?: Type[];
}

/** Every controller reachable from a (dynamic) module, read from Nest's module metadata. */
function controllersOf(root: unknown, seen = new Set<unknown>()): Type[] {
  if (!root || seen.has(root)) return [];
  seen.add(root);
  const dynamic = typeof root === 'object' ? (root as ModuleLike) : {};
  const cls = typeof root === 'function' ? (root as Type) : dynamic.module;
  const meta = (key: string): unknown[] => (cls ? ((Reflect.getMetadata(key, cls) as unknown[] | undefined) ?? []) : []);
  const controllers = [...meta('controllers'), ...(dynamic.controllers ?? [])] as Type[];
  const imports = [...meta('imports'), ...(dynamic.imports ?? [])];
  return [...controllers, ...imports.flatMap((m) => controllersOf(m, seen))];
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** One route with the controller and handler it comes from (for the OpenAPI document). */
export interface RouteHandler {
  route: RouteInfo;
  controller: Type;
  handler: (...args: unknown[]) => unknown;
  handlerName: string;
}

/**
 * The API's routes, enumerated from the same controller metadata Nest builds its router from, so a new
 * route shows up here (and in the security sweep and the OpenAPI document) without editing anything.
 */
export function listRouteHandlers(appModule: unknown): RouteHandler[] {
  const routes: RouteHandler[] = [];
  for (const controller of new Set(controllersOf(appModule))) {
    const base = (Reflect.getMetadata('path', controller) as string | undefined) ?? '';
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata('method', handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const paths = ([] as string[]).concat((Reflect.getMetadata('path', handler) as string | string[] | undefined) ?? '/');
      const policy = (Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller)) as AccessPolicy | undefined;
      const plan = (Reflect.getMetadata(PLAN_KEY, handler) ?? Reflect.getMetadata(PLAN_KEY, controller)) as string | undefined;
      const scope = (Reflect.getMetadata(SCOPE_KEY, handler) ?? Reflect.getMetadata(SCOPE_KEY, controller)) as string | undefined;
      const idempotent =
        KEYED_METHODS.has(RequestMethod[method]!) && !Reflect.getMetadata(NO_IDEMPOTENCY, handler) && !Reflect.getMetadata(NO_IDEMPOTENCY, controller);
      for (const path of paths) {
        const route: RouteInfo = {
          method: RequestMethod[method]!,
          path: join(base, path),
          access: policy?.kind ?? 'none',
          ...(policy?.kind === 'permission' ? { permission: policy.permission } : {}),
          ...(plan ? { plan } : {}),
          key: Boolean(scope) && policy?.kind !== 'public' && policy !== undefined,
          ...(scope ? { scope } : {}),
          idempotent,
        };
        routes.push({ route, controller, handler: handler as RouteHandler['handler'], handlerName: name });
      }
    }
  }
  return routes.sort((a, b) => a.route.path.localeCompare(b.route.path) || a.route.method.localeCompare(b.route.method));
}

export function listRoutes(appModule: unknown): RouteInfo[] {
  return listRouteHandlers(appModule).map((r) => r.route);
}
