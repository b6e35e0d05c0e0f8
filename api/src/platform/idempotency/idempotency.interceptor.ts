import { type CallHandler, type ExecutionContext, HttpException, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER, WRITE_SAFETY_MSG } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthContext } from '../auth/auth-context';
import { answerBody, fail, toErrorAnswer } from '../http/errors';
import { idempotencyRun, type IdempotencyRun } from './idempotency.context';
import { IdempotencyRepository, type KeyRow } from './idempotency.repository';
import { requestFingerprint } from './request-fingerprint';

export const NO_IDEMPOTENCY = 'salao:no-idempotency';
/** Routes whose answer cannot be replayed (it sets or ends a session cookie) or that dedupe on their own. */
export const NoIdempotency = () => SetMetadata(NO_IDEMPOTENCY, true);

/** The methods whose routes take an `Idempotency-Key` (keyed-routes.ts puts this interceptor on them). */
export const KEYED_METHODS = new Set(['POST', 'PATCH']);
/** How long a second request with a running key waits for the first before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

type KeyedRequest = FastifyRequest & { auth?: AuthContext | null };

/** Who "the same caller" is: a user, an integration key, or an anonymous address on the public pages. */
function callerScope(request: KeyedRequest): { scope: string; establishmentId: number | null } {
  const auth = request.auth;
  if (!auth) return { scope: `public:${request.ip}`, establishmentId: null };
  const who = auth.sessionId.startsWith('integration:') ? `key:${auth.sessionId.slice('integration:'.length)}` : `user:${auth.userId}`;
  return { scope: `e${auth.establishmentId}:${who}`, establishmentId: auth.establishmentId };
}

/**
 * Idempotency keys on every POST and PATCH (docs/architecture.md, 'Writes that survive retries'): the same
 * key from the same caller with the same request answers the first answer again, marked
 * `Idempotent-Replayed: true`, without running it twice; another request under a used key is 422; a
 * request whose key is still running waits for it, then 409. Put on those routes only (keyed-routes.ts), so a
 * read runs without NestJS's interceptor chain.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: IdempotencyRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<KeyedRequest>();
    const raw = request.headers['idempotency-key'];
    // Only on keyed routes (keyed-routes.ts): the method is already POST or PATCH.
    if (raw === undefined) return next.handle();
    if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) throw fail(400, WRITE_SAFETY_MSG.invalidKey);
    return from(this.keyed(context, next, request, raw));
  }

  private async keyed(context: ExecutionContext, next: CallHandler, request: KeyedRequest, key: string): Promise<unknown> {
    const { scope, establishmentId } = callerScope(request);
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claimed = await this.keys.claim({ establishmentId, scope, key, fingerprint, method: request.method, path: request.url.slice(0, 500) });
      if (claimed) return this.execute(context, next, claimed);
      const row = await this.keys.find(scope, key);
      if (!row) continue;
      if (row.expired) {
        await this.keys.forget(row.id);
        continue;
      }
      if (row.fingerprint !== fingerprint) throw fail(422, WRITE_SAFETY_MSG.keyReused, ERROR_CODES.idempotencyKeyReused);
      if (row.state === 'done') return this.replay(context, row);
      if (row.stale && row.state === 'committed') throw fail(409, WRITE_SAFETY_MSG.answerLost, ERROR_CODES.idempotencyAnswerLost);
      if (row.stale && (await this.keys.takeOver(row.id))) return this.execute(context, next, row.id);
      if (Date.now() > deadline) throw fail(409, WRITE_SAFETY_MSG.inProgress, ERROR_CODES.idempotencyInProgress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async execute(context: ExecutionContext, next: CallHandler, rowId: string): Promise<unknown> {
    const run: IdempotencyRun = { rowId, status: this.successStatus(context), committed: false };
    try {
      // next.handle() binds the handler to the async context it is called in: it must be called inside run().
      const body = await idempotencyRun.run(run, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
      // Kept with the commit already (keepAsAnswer), unless the route answered something else after all.
      if (!run.answered || body !== run.answer) await this.keys.complete(rowId, run.status, body);
      return body;
    } catch (error) {
      const answer = toErrorAnswer(error);
      // Committed work then a refusal is still the answer to repeat; a failure that committed nothing frees the key.
      if (run.committed && !answer.unexpected) await this.keys.complete(rowId, answer.status, answerBody({ ...answer, error: undefined }));
      else if (!run.committed) await this.keys.release(rowId).catch(() => undefined);
      throw error;
    }
  }

  private replay(context: ExecutionContext, row: KeyRow): unknown {
    void context.switchToHttp().getResponse<FastifyReply>().header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (row.statusCode !== null && row.statusCode >= 400) throw new HttpException(row.response as object, row.statusCode);
    return row.response;
  }

  private successStatus(context: ExecutionContext): number {
    const declared = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler());
    return declared ?? (context.switchToHttp().getRequest<FastifyRequest>().method === 'POST' ? 201 : 200);
  }
}
