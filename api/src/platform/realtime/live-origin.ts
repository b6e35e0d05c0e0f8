import { AsyncLocalStorage } from 'node:async_hooks';
import { LIVE_ORIGIN_HEADER, LIVE_ORIGIN_PATTERN } from '@salao/contracts';
import type { FastifyInstance } from 'fastify';

// The browser tab behind the request being served, so a live message can name its origin without
// every service passing it along.
const store = new AsyncLocalStorage<string | undefined>();

/** The x-live-origin of the request this code runs for, when it sent a well-formed one. */
export function currentLiveOrigin(): string | undefined {
  return store.getStore();
}

/** Runs the rest of every request inside the store, holding its x-live-origin header. */
export function registerLiveOrigin(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[LIVE_ORIGIN_HEADER];
    const origin = typeof raw === 'string' && LIVE_ORIGIN_PATTERN.test(raw) ? raw : undefined;
    store.run(origin, done);
  });
}
