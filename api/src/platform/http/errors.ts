import { HttpException, HttpStatus } from '@nestjs/common';
import { HTTP_MSG } from '@salao/contracts';
import { PG, pgCode } from '../database/data-source';

/** pt-BR defaults for answers thrown without a message of their own. */
const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: HTTP_MSG.noSession,
  403: HTTP_MSG.noPermission,
  404: HTTP_MSG.notFound,
  405: 'Método não permitido.',
  408: 'A requisição demorou demais. Tente novamente.',
  409: 'Conflito com dados existentes.',
  413: 'Requisição muito grande.',
  414: 'Endereço muito longo.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  422: 'Dados inválidos.',
  429: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
  431: 'Cabeçalhos da requisição muito grandes.',
  500: 'Erro interno do servidor. Tente novamente.',
  503: 'Serviço indisponível no momento. Tente novamente em instantes.',
};

export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

export const INVALID_BODY = 'Corpo da requisição inválido: envie um JSON válido.';

export function defaultMessage(status: number): string {
  return DEFAULT_MESSAGES[status] ?? (status >= 500 ? DEFAULT_MESSAGES[500]! : DEFAULT_MESSAGES[400]!);
}

/** Same answer with the message repeated under `error` (docs/product/api.md: the manual payment confirmation reads it). */
export function withErrorField(error: unknown): unknown {
  const answer = toErrorAnswer(error);
  return answer.unexpected ? error : new HttpException({ message: answer.message, error: answer.message }, answer.status);
}

/**
 * Throw an answer with a pt-BR message: `throw fail(409, 'Horário indisponível.')`. A `code` (contracts'
 * ERROR_CODES) rides beside the message for callers that must branch on the kind of failure, and with it
 * `details`, the fields that failure names (a duplicate phone's `existingClientId`).
 */
export function fail(status: number, message: string, code?: string, details?: Record<string, unknown>): HttpException {
  return new HttpException(code ? { ...details, message, code } : { message }, status);
}

/**
 * The thrown answer carries `code` (contracts' ERROR_CODES): how one domain recognises another's failure,
 * never by its pt-BR text (docs/architecture.md, 'Error codes').
 */
export function hasCode(error: unknown, code: string): boolean {
  if (!(error instanceof HttpException)) return false;
  const body = error.getResponse();
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === code;
}

export interface ErrorAnswer {
  status: number;
  message: string;
  /** Echo of message under `error`, for the one call SPEC says reads it (manual payment confirmation). */
  error?: string;
  /** Only 5xx are unexpected and worth a stack trace in the log. */
  unexpected: boolean;
  /** Retry-After header, in seconds (503 while the database is unreachable). */
  retryAfter?: number;
  /** A stable code beside the message (contracts' ERROR_CODES), when the thrower gave one. */
  code?: string;
  /** Fields the coded failure names beside message and code (fail's `details`). */
  details?: Record<string, unknown>;
}

/** The answer's body: the message, then the code and its details when there is one. */
export function answerBody(answer: ErrorAnswer): Record<string, unknown> {
  if (answer.error) return { message: answer.message, error: answer.error };
  return answer.code ? { ...answer.details, message: answer.message, code: answer.code } : { message: answer.message };
}

const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNABORTED']);
const CONNECTION_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|the database system is (starting up|shutting down)/i;

/**
 * The database is unreachable (refused, reset, timed out, shutting down: class 08 and 57P01-57P03), as
 * opposed to a bug: worth a 503 the client can retry, not a 500.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_ERRNOS.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (typeof e.message === 'string' && CONNECTION_TEXT.test(e.message)) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

const ENGLISH_DEFAULT =
  /^(Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) |Bad Request|Unauthorized|Forbidden|Not Found|Conflict|Internal Server Error|Too Many Requests|Payload Too Large|Unsupported Media Type|Method Not Allowed|Service Unavailable)/;

/** Bad values reaching PostgreSQL (text, number, date formats and ranges, NUL, index row too big): input, not a fault. */
const INPUT_DATA_CODES = new Set(['22P02', '22003', '22007', '22008', '22001', '22021', '22P05', '54000']);

/** One mapping from anything thrown to `{ message }` with a status, used by Nest's filter and Fastify's handler. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    let message: string | undefined;
    if (typeof body === 'string') message = body;
    else if (body && typeof body === 'object') {
      const m = (body as { message?: unknown }).message;
      message = Array.isArray(m) ? String(m[0]) : typeof m === 'string' ? m : undefined;
    }
    const echo = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    const code = body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;
    if (message && echo === message) return { status, message, error: message, unexpected: status >= 500 };
    if (message && code) {
      const { message: _m, code: _c, ...details } = body as Record<string, unknown>;
      return { status, message, code, ...(Object.keys(details).length > 0 && { details }), unexpected: status >= 500 };
    }
    if (message && status === 400 && /JSON/.test(message)) message = INVALID_BODY;
    else if (status === 413 || status === 415) message = defaultMessage(status);
    else if (!message || ENGLISH_DEFAULT.test(message)) message = defaultMessage(status);
    return { status, message, unexpected: status >= 500 };
  }
  const code = pgCode(error);
  if (code === PG.uniqueViolation) return { status: 409, message: 'Já existe um registro com esses dados.', unexpected: false };
  if (code === PG.foreignKeyViolation) return { status: 409, message: 'Registro relacionado não encontrado ou em uso.', unexpected: false };
  if (code === PG.exclusionViolation) return { status: 409, message: 'Conflito de horário com outro registro.', unexpected: false };
  // The retrying transaction helper normally absorbs these; any left over are a concurrency conflict, not a bug.
  if (code === PG.deadlockDetected || code === PG.serializationFailure) return { status: 409, message: defaultMessage(409), unexpected: false };
  if (code === PG.checkViolation || INPUT_DATA_CODES.has(code ?? '')) {
    return { status: 400, message: defaultMessage(400), unexpected: false };
  }
  // Fastify's own errors (body parsing, size, content type) carry a statusCode.
  const fastifyStatus = (error as { statusCode?: number })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const fastifyCode = (error as { code?: string }).code ?? '';
    const message = fastifyCode.includes('JSON') ? INVALID_BODY : defaultMessage(fastifyStatus);
    return { status: fastifyStatus, message, unexpected: false };
  }
  if (isConnectionFailure(error)) return { status: 503, message: UNAVAILABLE_MESSAGE, unexpected: false, retryAfter: RETRY_AFTER_SECONDS };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: defaultMessage(500), unexpected: true };
}
