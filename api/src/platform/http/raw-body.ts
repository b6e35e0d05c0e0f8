import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultMessage } from './errors';

/** Provider events are a few KB; the cap keeps a hostile sender from making the server buffer gigabytes. */
const RAW_LIMIT = 1024 * 1024;

const tooLarge = () => Object.assign(new Error(defaultMessage(413)), { statusCode: 413 });

export type WithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * Signed webhooks are verified on the exact bytes received. For the given path prefixes only, the body is
 * kept as `request.rawBody` and handed on unchanged to the usual JSON parser, so no other route changes.
 */
export function keepRawBody(fastify: FastifyInstance, prefixes: readonly string[]): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (!prefixes.some((p) => request.url.startsWith(p))) return payload;
    // Refused before reading, like Fastify's own body limit; a chunked body is counted as it comes.
    if (Number(request.headers['content-length']) > RAW_LIMIT) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > RAW_LIMIT) throw tooLarge();
      chunks.push(Buffer.from(chunk as Buffer));
    }
    const raw = Buffer.concat(chunks);
    (request as WithRawBody).rawBody = raw;
    const copy = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    copy.receivedEncodedLength = raw.length;
    return copy;
  });
}
