import type { INestApplicationContext } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import { SESSION_COOKIE } from '@salao/contracts';
import fastifyCookie from '@fastify/cookie';
import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../auth/auth-context';
import { SessionService } from '../auth/session.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { defaultMessage, UNAVAILABLE_MESSAGE } from '../http/errors';
import { FOREIGN_ORIGIN_MESSAGE, isAllowedOrigin } from '../http/origin';

/** The refusal's body, in the API's `{ message }` shape. */
const body = (message: string) => JSON.stringify({ message });

/**
 * The ws adapter, with the upgrade refused unless it comes from an allowed origin (HTTP 403) with a
 * session cookie that resolves to a user (HTTP 401).
 */
export class SessionWsAdapter extends WsAdapter {
  constructor(private readonly appContext: INestApplicationContext) {
    super(appContext);
  }

  override create(port: number, options: Record<string, unknown> = {}) {
    const sessions = this.appContext.get(SessionService);
    const { allowedOrigins } = this.appContext.get<AppConfig>(APP_CONFIG);
    return super.create(port, {
      ...options,
      verifyClient: (info: { req: IncomingMessage & { auth?: AuthContext } }, done: (ok: boolean, code?: number, message?: string) => void) => {
        if (!isAllowedOrigin(info.req.headers.origin, info.req.headers.host, allowedOrigins)) return done(false, 403, body(FOREIGN_ORIGIN_MESSAGE));
        const token = fastifyCookie.parse(info.req.headers.cookie ?? '')[SESSION_COOKIE];
        sessions.resolve(token).then(
          (auth) => {
            if (!auth) return done(false, 401, body(defaultMessage(401)));
            info.req.auth = auth;
            done(true);
          },
          () => done(false, 503, body(UNAVAILABLE_MESSAGE)),
        );
      },
    });
  }
}
