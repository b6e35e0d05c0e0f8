import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerBody, toErrorAnswer } from './errors';

/** Every error body is `{ "message": "<pt-BR>" }`; unexpected ones are logged with the request id. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const answer = toErrorAnswer(error);
    if (answer.unexpected) {
      request.log?.error({ err: error }, 'unexpected error');
      if (!request.log) this.logger.error(error);
    }
    if (answer.retryAfter) void reply.header('Retry-After', String(answer.retryAfter));
    void reply.status(answer.status).send(answerBody(answer));
  }
}
