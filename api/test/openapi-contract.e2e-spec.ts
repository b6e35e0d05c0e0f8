import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startApp, type TestApp } from './support/app';

const run = promisify(execFile);
// The checks compare two 270 KB documents (cut to what differs) and one generates the typed client's types.
jest.setTimeout(180_000);
const API = join(__dirname, '..');
type Doc = {
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Record<string, any>>>;
  components: { schemas: Record<string, any> };
};
const committed = (): Doc => JSON.parse(readFileSync(join(API, 'openapi.json'), 'utf8'));

const folder = mkdtempSync(join(tmpdir(), 'salao-openapi-'));
/** The routes' document, generated once by the build's CLI as the check would (the checks then read it). */
let current: Promise<string> | null = null;
const currentFile = () =>
  (current ??= run(process.execPath, ['dist/cli.js', 'openapi'], {
    cwd: API,
    env: { PATH: process.env.PATH, APP_URL: 'http://localhost:3000' },
    maxBuffer: 64 << 20,
  }).then(({ stdout }) => {
    const file = join(folder, 'current.json');
    writeFileSync(file, stdout);
    return file;
  }));

/** Exit code and output of the committed-document check against a planted baseline (docs/product/api.md 'OpenAPI'). */
async function check(baseline: Doc): Promise<{ code: number; out: string }> {
  const file = join(folder, 'baseline.json');
  writeFileSync(file, JSON.stringify(baseline));
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/openapi-check.mjs'], {
      cwd: API,
      env: { PATH: process.env.PATH, OPENAPI_BASELINE: file, OPENAPI_CURRENT: await currentFile() },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('OpenAPI: complete, from one source, linted and guarded against breaking changes', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await startApp({ APP_URL: 'https://salao.exemplo.com.br' });
    doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Doc;
  });
  afterAll(() => t.close());

  it('every route of the API is an operation with a pt-BR summary, a tag, an id, its success answer and its errors', async () => {
    const routes = JSON.parse((await run(process.execPath, ['dist/cli.js', 'routes', '--json'], { cwd: API })).stdout) as { method: string; path: string }[];
    const missing: string[] = [];
    for (const r of routes) {
      const op = doc.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
      if (!op?.summary || !op.tags?.length || !op.operationId || !Object.keys(op.responses ?? {}).some((s) => /^2/.test(s)))
        missing.push(`${r.method} ${r.path}`);
    }
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(200);
    expect(doc.servers).toEqual([{ url: 'https://salao.exemplo.com.br', description: 'Este servidor' }]);
  });

  it('bodies come from the contracts yup schemas and answers from the contracts types; keys, scopes and errors per route', () => {
    const create = doc.paths['/api/clients']!.post!;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'phone']);
    expect(body.properties.name).toMatchObject({ type: 'string', minLength: 2, maxLength: 120 });
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ClientDto' });
    expect(doc.components.schemas.ClientDto.required).toEqual(expect.arrayContaining(['id', 'name', 'phone', 'version']));
    expect(create.security).toEqual([{ sessao: [] }, { chave: [] }, { 'x-api-key': [] }]);
    expect(create['x-salao-scope']).toBe('clients:write');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '409', '429']));
    expect(create.parameters).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/IdempotencyKey' }]));
    // A public page asks for nothing; the webhook events are callbacks of the subscription.
    expect(doc.paths['/api/public/{slug}']!.get!.security).toEqual([]);
    const callbacks = doc.paths['/api/webhooks']!.post!.callbacks;
    expect(Object.keys(callbacks)).toEqual(expect.arrayContaining(['appointment.created', 'checkout.closed', 'waitlist.offered']));
  });

  it("passes Redocly's recommended ruleset with 0 errors", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'salao-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const { stdout } = await run(process.execPath, ['scripts/openapi-lint.mjs', file], { cwd: API }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
    const totals = JSON.parse(stdout.trim().split('\n').at(-1)!) as { errors: number; warnings: number };
    expect([totals, stdout.split('\n').filter((l) => l.startsWith('error'))]).toEqual([{ errors: 0, warnings: expect.any(Number) }, []]);
  });

  it('the served document is the committed api/openapi.json (but for its server)', () => {
    expect({ ...doc, servers: [] }).toEqual({ ...committed(), servers: [] });
  });

  it('the breaking-change check fails on a planted removal or a new required field, and passes once the major version is raised', async () => {
    expect(await check(committed())).toMatchObject({ code: 0 });

    // The committed baseline had a path that is gone now.
    const withPath = committed();
    withPath.paths['/api/clients/{id}/historico'] = { get: withPath.paths['/api/clients/{id}']!.get! };
    const removedPath = await check(withPath);
    expect(removedPath.code).toBe(1);
    expect(removedPath.out).toContain('Mudança incompatível');
    expect(removedPath.out).toContain('/api/clients/{id}/historico');

    // … or a field every client answer carried.
    const withField = committed();
    withField.components.schemas.ClientDto.properties.apelido = { type: 'string' };
    withField.components.schemas.ClientDto.required.push('apelido');
    const removedField = await check(withField);
    expect(removedField.code).toBe(1);
    expect(removedField.out).toContain('Mudança incompatível');
    expect(removedField.out).toContain('apelido');

    // The baseline's body did not require e-mail: requiring it now breaks every client that omits it.
    const optional = committed();
    optional.paths['/api/clients']!.post!.requestBody.content['application/json'].schema.required = ['name'];
    const required = await check(optional);
    expect(required.code).toBe(1);
    expect(required.out).toContain('Mudança incompatível');

    // A new answer shape is allowed only when a new optional parameter of the operation asks for it (a cursor page).
    const numberedOnly = committed();
    const visits = numberedOnly.paths['/api/reports/visits']!.get!;
    visits.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/ReportVisitPage' };
    const withCursorParams = await check(numberedOnly);
    expect(withCursorParams.code).toBe(1);
    expect(withCursorParams.out).toContain('oneOf');
    visits.parameters = visits.parameters.filter((p: { name?: string }) => p.name !== 'after' && p.name !== 'limit');
    const optIn = await check(numberedOnly);
    expect(optIn.code).toBe(1);
    expect(optIn.out).not.toContain('Mudança incompatível');
    expect(optIn.out).toContain('npm run openapi');

    // The same removal on a new major version is allowed (the check then only asks for the document to be rewritten).
    withPath.info.version = '0.9.0';
    const raised = await check(withPath);
    expect(raised.out).not.toContain('Mudança incompatível');
    expect(raised.out).toContain('npm run openapi');
  });
});
