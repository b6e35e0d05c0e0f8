import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { constants as zlib } from 'node:zlib';
import { AppModule } from './app.module';
import type { AuthContext } from './platform/auth/auth-context';
import { READ_METHODS } from './platform/auth/auth.guard';
import { SessionService } from './platform/auth/session.service';
import type { AppConfig } from './platform/config/config';
import { clientErrorHandler, frameworkErrors } from './platform/http/framework-errors';
import { FOREIGN_ORIGIN_MESSAGE, isAllowedOrigin, needsOriginCheck } from './platform/http/origin';
import { keepRawBody } from './platform/http/raw-body';
import { keyWriteRoutes } from './platform/idempotency/keyed-routes';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { serveWeb } from './platform/http/static-web';
import { setupOpenApi } from './platform/http/openapi';
import { SessionWsAdapter } from './platform/realtime/session-ws.adapter';
import { registerLiveOrigin } from './platform/realtime/live-origin';
import { keepsSessions } from './platform/auth/keeps-sessions';

/** Builds the whole API (HTTP, /ws, static web) on a database URL; the caller listens. Used by main, CLI-less tests and bench. */
export async function createApp(config: AppConfig & { databaseUrl: string }): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) =>
      (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].slice(0, 64)) || randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  const appModule = AppModule.forRoot(config);
  keyWriteRoutes(appModule);
  const app = await NestFactory.create<NestFastifyApplication>(appModule, adapter, {
    logger: config.logLevel === 'silent' ? false : ['error', 'warn', 'log'],
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerLiveOrigin(fastify as never);
  keepRawBody(fastify as never, ['/api/stripe/webhook']);
  const sessions = app.get(SessionService);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Before the answer leaves: the caller's next request must not find the session as it was before this write.
    if (!READ_METHODS.has(request.method) && !keepsSessions(request))
      sessions.written((request as { auth?: AuthContext | null }).auth?.establishmentId ?? null);
  });
  // The browser sends the JSON content type on every call (docs/product/api.md), DELETE included, with no body;
  // Fastify would refuse that as an empty JSON body. No body means nothing to parse.
  fastify.addHook('onRequest', async (request) => {
    const length = request.headers['content-length'];
    if (request.headers['content-type'] && (length === undefined || length === '0') && !request.headers['transfer-encoding']) {
      delete request.headers['content-type'];
    }
  });
  // Writes from a foreign page are refused whatever cookies it carries (SameSite=Lax alone is not enough).
  fastify.addHook('onRequest', async (request, reply) => {
    if (!needsOriginCheck(request.method, request.url)) return;
    if (!isAllowedOrigin(request.headers.origin, request.host, config.allowedOrigins)) return reply.code(403).send({ message: FOREIGN_ORIGIN_MESSAGE });
  });
  await app.register(fastifyCookie as never, { secret: config.secrets.cookie });
  // Uploads (the logo) are read by the route itself, with its own size limit.
  await app.register(fastifyMultipart as never, { limits: { files: 1, fields: 10, parts: 20 } });
  registerSecurityHeaders(fastify as never);
  // Brotli at a moderate level: hashed assets are fetched once per browser, JSON lists on every visit.
  await app.register(fastifyCompress as never, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await serveWeb(fastify as never, config);
  app.useWebSocketAdapter(new SessionWsAdapter(app));
  setupOpenApi(app, appModule, config.appUrl);
  await app.init();
  return app;
}
