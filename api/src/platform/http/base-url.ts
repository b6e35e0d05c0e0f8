import type { FastifyRequest } from 'fastify';

/** Origin for links sent by e-mail: APP_URL when configured, else the request's own (proxy-aware) origin. */
export function publicBaseUrl(request: FastifyRequest): string {
  const configured = process.env.APP_URL;
  if (configured) return configured.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
