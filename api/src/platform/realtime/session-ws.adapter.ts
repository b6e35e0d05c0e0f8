import type { INestApplicationContext } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import { SESSION_COOKIE } from '@salao/contracts';
import fastifyCookie from '@fastify/cookie';
import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../auth/auth-context';
import { SessionService } from '../auth/session.service';

/** The ws adapter, with the upgrade refused (HTTP 401) unless the session cookie resolves to a user. */
export class SessionWsAdapter extends WsAdapter {
  constructor(private readonly appContext: INestApplicationContext) {
    super(appContext);
  }

  override create(port: number, options: Record<string, unknown> = {}) {
    const sessions = this.appContext.get(SessionService);
    return super.create(port, {
      ...options,
      verifyClient: (info: { req: IncomingMessage & { auth?: AuthContext } }, done: (ok: boolean, code?: number, message?: string) => void) => {
        const token = fastifyCookie.parse(info.req.headers.cookie ?? '')[SESSION_COOKIE];
        sessions.resolve(token).then(
          (auth) => {
            if (!auth) return done(false, 401, 'Unauthorized');
            info.req.auth = auth;
            done(true);
          },
          () => done(false, 503, 'Service Unavailable'),
        );
      },
    });
  }
}
