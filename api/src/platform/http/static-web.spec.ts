import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import { remoteFolders, serveWeb } from './static-web';
import { AREA_DATA_LINKS } from './landing-preload';

describe('remoteFolders', () => {
  const dir = mkdtempSync(join(tmpdir(), 'remotes-'));
  const manifest = (content: string) => {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, content);
    return file;
  };

  it('serves the folder of every remote the runtime manifest names', () => {
    const file = manifest(JSON.stringify({ mf_agenda: '/remotes/mf-agenda/mf-manifest.json', mf_novo: '/remotes/mf-novo/mf-manifest.json' }));
    expect(remoteFolders(file)).toEqual(['mf-agenda', 'mf-novo']);
  });

  it('reads the entry of a published release', () => {
    const file = manifest(JSON.stringify({ mf_estoque: { entry: '/remotes/mf-estoque/mf-manifest.json', version: '1.0.0-abc' } }));
    expect(remoteFolders(file)).toEqual(['mf-estoque']);
  });

  it('ignores entries hosted elsewhere or that try to leave the web root', () => {
    const file = manifest(JSON.stringify({ a: 'https://cdn.example/mf-agenda/mf-manifest.json', b: '/remotes/../etc/mf-manifest.json', c: 42 }));
    expect(remoteFolders(file)).toEqual([]);
  });

  it('serves none without a readable manifest', () => {
    expect(remoteFolders(join(dir, 'absent.json'))).toEqual([]);
    expect(remoteFolders(manifest('{broken'))).toEqual([]);
  });
});

describe('serveWeb', () => {
  async function serve(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'web-'));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), content);
    }
    const app = Fastify();
    await serveWeb(app, { webRoot: root, releasesDir: join(root, 'releases'), remotesJson: null });
    return { app, root };
  }

  it('answers a missing file such as /sw.js with 404 instead of the index page', async () => {
    const { app } = await serve({ 'shell/dist/index.html': '<html>shell</html>' });
    expect((await app.inject('/sw.js')).statusCode).toBe(404);
    expect((await app.inject('/icons/none.png')).statusCode).toBe(404);
    expect((await app.inject('/dashboard')).body).toContain('shell');
  });

  it('serves the service worker revalidated on every check', async () => {
    const { app } = await serve({ 'shell/dist/index.html': 'x', 'shell/dist/sw.js': 'self.x = 1;' });
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build .br/.gz of a hashed script as they are, and the plain file to a client without them', async () => {
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    const { app } = await serve({
      'shell/dist/index.html': 'x',
      'shell/dist/js/main.0123abcd.js': script,
      'shell/dist/js/main.0123abcd.js.br': 'pre-br',
      'shell/dist/js/main.0123abcd.js.gz': 'pre-gz',
      'mf-agenda/dist/js/page.89abcdef.js': script,
      'mf-agenda/dist/js/page.89abcdef.js.br': 'remote-br',
      'shell/dist/remotes.json': '{"mf_agenda":"/remotes/mf-agenda/mf-manifest.json"}',
    });
    const br = await app.inject({ url: '/js/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect([br.headers['content-encoding'], br.body, br.headers['content-type']]).toEqual(['br', 'pre-br', expect.stringContaining('javascript')]);
    const gz = await app.inject({ url: '/js/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers['content-encoding'], gz.body]).toEqual(['gzip', 'pre-gz']);
    const plain = await app.inject({ url: '/js/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
    const remote = await app.inject({ url: '/remotes/mf-agenda/js/page.89abcdef.js', headers: { 'accept-encoding': 'br' } });
    expect([remote.headers['content-encoding'], remote.body]).toEqual(['br', 'remote-br']);
  });

  it('serves released versions published after start and prefers the released remotes.json', async () => {
    const { app, root } = await serve({ 'shell/dist/index.html': 'x', 'shell/dist/remotes.json': '{"mf_estoque":"/remotes/mf-estoque/mf-manifest.json"}' });
    expect(JSON.parse((await app.inject('/remotes.json')).body)).toEqual({ mf_estoque: '/remotes/mf-estoque/mf-manifest.json' });
    mkdirSync(join(root, 'releases/mf-estoque/1.0.0-abc'), { recursive: true });
    writeFileSync(join(root, 'releases/mf-estoque/1.0.0-abc/mf-manifest.json'), '{"v":1}');
    writeFileSync(join(root, 'releases/remotes.json'), '{"mf_estoque":{"entry":"/releases/mf-estoque/1.0.0-abc/mf-manifest.json"}}');
    expect(JSON.parse((await app.inject('/releases/mf-estoque/1.0.0-abc/mf-manifest.json')).body)).toEqual({ v: 1 });
    expect(JSON.parse((await app.inject('/remotes.json')).body).mf_estoque.entry).toContain('/releases/');
    expect((await app.inject('/releases/mf-estoque/9.9.9/mf-manifest.json')).statusCode).toBe(404);
  });

  it("answers / and /vendas with the build's landing.html (the heading in the HTML), every other page with index.html", async () => {
    const { app } = await serve({ 'shell/dist/index.html': '<html>shell</html>', 'shell/dist/landing.html': '<html><h1>landing</h1></html>' });
    for (const url of ['/', '/vendas', '/?utm_source=x']) {
      const res = await app.inject(url);
      expect([url, res.statusCode, res.body, res.headers['cache-control']]).toEqual([url, 200, '<html><h1>landing</h1></html>', 'no-cache']);
    }
    for (const url of ['/login', '/dashboard', '/vendas/outra', '/agendar/studio'])
      expect([url, (await app.inject(url)).body]).toEqual([url, '<html>shell</html>']);
  });

  it('answers / with index.html when the shell was built without landing.html', async () => {
    const { app } = await serve({ 'shell/dist/index.html': '<html>shell</html>' });
    expect((await app.inject('/')).body).toBe('<html>shell</html>');
  });

  it("answers an area page asked with a session cookie with area.html (the session check's spinner in the HTML)", async () => {
    const { app } = await serve({
      'shell/dist/index.html': '<html lang="pt-BR">shell</html>',
      'shell/dist/area.html': '<html lang="pt-BR">Verificando permissões...</html>',
    });
    const session = { cookie: 'theme=light; salao_session=abc' };
    for (const url of ['/dashboard', '/agendamentos?data=2026-12-01', '/clientes/12', '/financeiro/comandas/nova']) {
      const res = await app.inject({ url, headers: session });
      expect([url, res.statusCode, res.body, res.headers['content-type'], res.headers.vary]).toEqual([
        url,
        200,
        '<html data-theme="light" lang="pt-BR">Verificando permissões...</html>',
        'text/html; charset=utf-8',
        'Cookie',
      ]);
    }
    // A visitor, a path outside the areas, an empty cookie: the plain page, whose script decides.
    for (const [url, cookie] of [
      ['/dashboard', 'theme=dark'],
      ['/login', 'salao_session=abc'],
      ['/clientes/', 'salao_session=abc'],
      ['/dashboard', 'salao_session='],
    ] as const) {
      const want = cookie.startsWith('theme') ? '<html data-theme="dark" lang="pt-BR">shell</html>' : '<html lang="pt-BR">shell</html>';
      expect([url, cookie, (await app.inject({ url, headers: { cookie } })).body]).toEqual([url, cookie, want]);
    }
  });

  it('answers an area page with index.html when the shell was built without area.html', async () => {
    const { app } = await serve({ 'shell/dist/index.html': '<html>shell</html>' });
    expect((await app.inject({ url: '/dashboard', headers: { cookie: 'salao_session=abc' } })).body).toBe('<html>shell</html>');
  });

  describe("a returning user's landing page (Link preload hints)", () => {
    const manifest = JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['js/__federation_expose_routes.1234abcd.js'], async: ['js/page.5678abcd.js'] } } }],
    });
    const files = {
      'shell/dist/index.html': '<html>shell</html>',
      'shell/dist/remotes.json': '{"mf_agenda":"/remotes/mf-agenda/mf-manifest.json","mf_estoque":"https://cdn.example/mf-estoque/mf-manifest.json"}',
      'mf-agenda/dist/mf-manifest.json': manifest,
      'mf-agenda/dist/page-assets.json': JSON.stringify({
        groups: {
          'page-dashboard': { files: ['js/4655.aaaa1111.js', 'js/page-dashboard.bbbb2222.js'], shared: ['react', 'dayjs'] },
          'page-agendamentos': { files: ['js/4655.aaaa1111.js', 'js/page-agendamentos.cccc3333.js'], shared: ['react', 'antd/es/button'] },
        },
        provides: {},
      }),
      // The shell's first code and what it provides (libs/web-build/page-assets.cjs).
      'shell/dist/page-assets.json': JSON.stringify({
        groups: { bootstrap: { files: ['js/1.11111111.js', 'js/bootstrap.22222222.js'], shared: ['react-dom/client', 'react'] } },
        provides: {
          react: { files: ['js/react.33333333.js'], shared: [] },
          'react-dom/client': { files: ['js/react-dom.44444444.js'], shared: ['react', 'react-dom'] },
          'react-dom': { files: ['js/react-dom.44444444.js', 'js/scheduler.55555555.js'], shared: ['react'] },
          dayjs: { files: ['js/dayjs.66666666.js'], shared: [] },
          'antd/es/button': { files: ['js/antd-button.77777777.js'], shared: ['react'] },
        },
      }),
    };
    const session = { cookie: 'theme=dark; salao_session=abc123' };

    it("names the remotes list, the session's data, the shell's first code and shared modules, and the page's remote files", async () => {
      const { app } = await serve(files);
      const res = await app.inject({ url: '/dashboard', headers: session });
      expect(res.body).toContain('shell');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
      expect(res.headers.link?.toString().split(', ')).toEqual([
        '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
        // The session's check and the permissions, as web-core's fetch asks them (with credentials).
        '</api/session>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</api/establishment/permissions>; rel=preload; as=fetch; crossorigin=use-credentials',
        // The shell's bootstrap, then every shared module it and the page ask for, each file once.
        '</js/1.11111111.js>; rel=preload; as=script',
        '</js/bootstrap.22222222.js>; rel=preload; as=script',
        '</js/dayjs.66666666.js>; rel=preload; as=script',
        '</js/react.33333333.js>; rel=preload; as=script',
        '</js/react-dom.44444444.js>; rel=preload; as=script',
        '</js/scheduler.55555555.js>; rel=preload; as=script',
        '</remotes/mf-agenda/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '</remotes/mf-agenda/remoteEntry.js>; rel=preload; as=script',
        '</remotes/mf-agenda/js/__federation_expose_routes.1234abcd.js>; rel=preload; as=script',
        // The page's own scripts (page-assets.json): asked for with the rest, not after the route table ran.
        '</remotes/mf-agenda/js/4655.aaaa1111.js>; rel=preload; as=script',
        '</remotes/mf-agenda/js/page-dashboard.bbbb2222.js>; rel=preload; as=script',
      ]);
      // Another page asks for another shared module: antd's button, not dayjs.
      const other = (await app.inject({ url: '/agendamentos', headers: session })).headers.link?.toString();
      expect(other).toContain('</js/antd-button.77777777.js>');
      expect(other).not.toContain('dayjs');
    });

    it("names only the landing page's scripts, and none when the build wrote no page-assets.json", async () => {
      const { app, root } = await serve(files);
      const link = (await app.inject({ url: '/servicos', headers: session })).headers.link?.toString();
      expect(link).toContain('__federation_expose_routes.1234abcd.js');
      expect(link).not.toContain('page-');
      expect(link).not.toContain('4655');
      expect(link).not.toContain('dayjs');
      writeFileSync(join(root, 'mf-agenda/dist/page-assets.json'), '{broken');
      expect((await app.inject({ url: '/dashboard', headers: session })).headers.link?.toString()).not.toContain('page-dashboard');
    });

    it('hints only the list for a released remote: the shell decides whether its shared versions fit', async () => {
      const { app, root } = await serve(files);
      mkdirSync(join(root, 'releases/mf-agenda/2.0.0'), { recursive: true });
      writeFileSync(join(root, 'releases/mf-agenda/2.0.0/mf-manifest.json'), manifest);
      writeFileSync(
        join(root, 'releases/remotes.json'),
        '{"mf_agenda":{"entry":"/releases/mf-agenda/2.0.0/mf-manifest.json","version":"2.0.0","requires":{"react":"^19.0.0"}}}',
      );
      const link = (await app.inject({ url: '/agendamentos', headers: session })).headers.link?.toString();
      expect(link).toContain('</remotes.json>');
      expect(link).toContain('bootstrap.22222222.js');
      expect(link).not.toContain('/remotes/mf-agenda/');
      expect(link).not.toContain('/releases/');
    });

    it('hints nothing to a visitor, outside the areas, or beyond the list for a remote hosted elsewhere', async () => {
      const { app } = await serve(files);
      const visitor = await app.inject('/dashboard');
      expect(visitor.headers.link).toBeUndefined();
      expect(visitor.headers.vary).toMatch(/\bCookie\b/);
      expect((await app.inject({ url: '/dashboard', headers: { cookie: 'salao_session=' } })).headers.link).toBeUndefined();
      expect((await app.inject({ url: '/login', headers: session })).headers.link).toBeUndefined();
      expect((await app.inject({ url: '/estoque', headers: session })).headers.link).toBe(
        [
          '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
          ...AREA_DATA_LINKS,
          ...['js/1.11111111.js', 'js/bootstrap.22222222.js', 'js/react.33333333.js', 'js/react-dom.44444444.js', 'js/scheduler.55555555.js'].map(
            (f) => `</${f}>; rel=preload; as=script`,
          ),
        ].join(', '),
      );
    });
  });
  it("answers a visitor's public booking page with its code and data hinted, the same with or without a cookie", async () => {
    const { app } = await serve({
      'shell/dist/index.html': '<html>shell</html>',
      'shell/dist/remotes.json': '{"mf_agenda":"/remotes/mf-agenda/mf-manifest.json"}',
      'mf-agenda/dist/mf-manifest.json': JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'public-booking', assets: { js: { sync: ['js/__federation_expose_public_booking.1234abcd.js'] } } }],
      }),
    });
    const res = await app.inject('/agendar/studio-bela');
    expect(res.body).toContain('shell');
    const links = res.headers.link?.toString().split(', ');
    expect(links).toContain('</remotes/mf-agenda/js/__federation_expose_public_booking.1234abcd.js>; rel=preload; as=script');
    expect(links).toContain('</api/public/studio-bela>; rel=preload; as=fetch; crossorigin=anonymous');
    expect((await app.inject({ url: '/agendar/studio-bela', headers: { cookie: 'salao_session=abc' } })).headers.link).toBe(res.headers.link);
  });
});
