import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HTTP_MSG } from '@salao/contracts';
import type { AppConfig } from '../config/config';
import { indexPageFor, withTheme, type IndexPage } from './index-page';
import { landingPreloadLinks } from './landing-preload';
import { publicPreloadLinks } from './public-preload';

/**
 * Remote folders named by the runtime manifest the shell build emits from the one remote list
 * (libs/web-build/remotes.json): every entry '/remotes/<folder>/mf-manifest.json' is served from <folder>/dist.
 */
export function remoteFolders(manifestFile: string): string[] {
  if (!existsSync(manifestFile)) return [];
  try {
    const entries = Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>);
    return entries.flatMap((value) => {
      // An entry is a manifest URL, or a published release {entry, version, requires}.
      const url = value && typeof value === 'object' ? (value as { entry?: unknown }).entry : value;
      const folder = typeof url === 'string' ? /^\/remotes\/([\w-]+)\/mf-manifest\.json$/.exec(url)?.[1] : undefined;
      return folder ? [folder] : [];
    });
  } catch {
    return [];
  }
}

/** Content-hashed files never change: cache them for a year. Everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  const hashed = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const API_PREFIXES = ['/api/', '/api', '/ws', '/webhook/', '/remotes/', '/releases/'];

/** A path naming a file (sw.js, an icon...) that does not exist is a 404, not the index page. */
const FILE_PATH = /\.(m?js|css|map|json|webmanifest|png|jpe?g|svg|ico|webp|woff2?|txt|xml)$/i;

/** False when the folder cannot exist (read-only web root without releases): nothing to serve then. */
function ensureDir(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * One origin for users (docs/architecture.md ('Runtime topology')): the shell at '/', each remote under /remotes/<name>/, and
 * /remotes.json (operators may point REMOTES_JSON at their own file to move a remote elsewhere), and the
 * independently released remote versions under /releases/<folder>/<version>/; once a release happened its
 * <releases>/remotes.json is the runtime manifest.
 * Unknown non-API paths get the shell's index.html so client-side routes survive a reload.
 * preCompressed: the build writes .br/.gz beside every hashed script (libs/web-build/precompress.cjs); those are
 * sent as they are, anything else is compressed on the fly.
 */
export async function serveWeb(
  fastify: FastifyInstance,
  { webRoot, releasesDir, remotesJson }: Pick<AppConfig, 'webRoot' | 'releasesDir' | 'remotesJson'>,
): Promise<void> {
  const shellDist = join(webRoot, 'shell', 'dist');
  const hasShell = existsSync(join(shellDist, 'index.html'));
  // A shell built before landing.html or area.html existed still serves its index.html there.
  const built = { landing: existsSync(join(shellDist, 'landing.html')), area: existsSync(join(shellDist, 'area.html')) };
  await fastify.register(fastifyStatic, { root: hasShell ? shellDist : webRoot, serve: false, preCompressed: true, setHeaders: cacheHeaders });
  for (const remote of remoteFolders(join(shellDist, 'remotes.json'))) {
    const dist = join(webRoot, remote, 'dist');
    if (!existsSync(dist)) continue;
    await fastify.register(fastifyStatic, { root: dist, prefix: `/remotes/${remote}/`, decorateReply: false, preCompressed: true, setHeaders: cacheHeaders });
  }

  // One static root for every published version: a release made while the API runs is served at once.
  if (ensureDir(releasesDir))
    await fastify.register(fastifyStatic, { root: releasesDir, prefix: '/releases/', decorateReply: false, preCompressed: true, setHeaders: cacheHeaders });

  const remotesFile = () => {
    const released = join(releasesDir, 'remotes.json');
    return remotesJson || (existsSync(released) ? released : join(shellDist, 'remotes.json'));
  };
  fastify.get('/remotes.json', (_req, reply) => {
    const file = remotesFile();
    if (!existsSync(file)) return reply.status(404).send({ message: HTTP_MSG.notFound });
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(readFileSync(file, 'utf8'));
  });
  const currentRemotes = (): Record<string, unknown> | null => {
    try {
      return JSON.parse(readFileSync(remotesFile(), 'utf8')) as Record<string, unknown>;
    } catch {
      return null; // no list, or a broken one: no hints (the shell reports it when it loads)
    }
  };

  // Read per answer, as sendFile did: a shell built again while the API runs is served at once.
  const pageText = (page: IndexPage) => readFileSync(join(shellDist, page), 'utf8');
  const sendIndex = (reply: FastifyReply, path: string, cookie: string | undefined, links: string | null = null) => {
    if (links) reply.header('Link', links);
    const html = withTheme(pageText(indexPageFor(path, cookie, built)), cookie);
    // The page and its hints depend on the cookies: a shared cache must not hand one user's answer to another.
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  };
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!hasShell || API_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`))) {
      return reply.status(404).send({ message: HTTP_MSG.notFound });
    }
    const file = decodeURIComponent(path).replace(/^\/+/, '');
    if (file && !file.includes('..') && existsSync(join(shellDist, file))) return reply.sendFile(file);
    if (FILE_PATH.test(path)) return reply.status(404).send({ message: HTTP_MSG.notFound });
    const links = publicPreloadLinks(path, currentRemotes, { webRoot }) ?? landingPreloadLinks(path, request.headers.cookie, currentRemotes, { webRoot });
    return sendIndex(reply, path, request.headers.cookie, links);
  });
}
