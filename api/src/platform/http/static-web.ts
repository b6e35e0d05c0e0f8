import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const REMOTES = ['mf-agenda', 'mf-clientes', 'mf-financeiro', 'mf-estoque', 'mf-configuracoes'] as const;

/** Content-hashed files never change: cache them for a year. Everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  const hashed = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const API_PREFIXES = ['/api/', '/api', '/ws', '/webhook/', '/remotes/'];

/**
 * One origin for users (DESIGN §2): the shell at '/', each remote under /remotes/<name>/, and
 * /remotes.json (operators may point REMOTES_JSON at their own file to move a remote elsewhere).
 * Unknown non-API paths get the shell's index.html so client-side routes survive a reload.
 */
export async function serveWeb(fastify: FastifyInstance, webRoot: string): Promise<void> {
  const shellDist = join(webRoot, 'shell', 'dist');
  const hasShell = existsSync(join(shellDist, 'index.html'));
  await fastify.register(fastifyStatic, { root: hasShell ? shellDist : webRoot, serve: false, setHeaders: cacheHeaders });
  for (const remote of REMOTES) {
    const dist = join(webRoot, remote, 'dist');
    if (!existsSync(dist)) continue;
    await fastify.register(fastifyStatic, { root: dist, prefix: `/remotes/${remote}/`, decorateReply: false, setHeaders: cacheHeaders });
  }

  fastify.get('/remotes.json', (_req, reply) => {
    const file = process.env.REMOTES_JSON || join(shellDist, 'remotes.json');
    if (!existsSync(file)) return reply.status(404).send({ message: 'Recurso não encontrado.' });
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(readFileSync(file, 'utf8'));
  });

  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!hasShell || API_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`))) {
      return reply.status(404).send({ message: 'Recurso não encontrado.' });
    }
    const file = decodeURIComponent(path).replace(/^\/+/, '');
    if (file && !file.includes('..') && existsSync(join(shellDist, file))) return reply.sendFile(file);
    return sendIndex(reply);
  });
}
