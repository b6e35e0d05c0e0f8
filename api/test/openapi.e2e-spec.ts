import { startApp, type TestApp } from './support/app';

describe('OpenAPI at /api/openapi.json and the docs page at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('describes the integration API with key auth and pt-BR examples', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, any>>; components: { securitySchemes: Record<string, unknown> } };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['chave', 'x-api-key']));
    const book = doc.paths['/api/n8n/establishment/{id}/appointment']!.post;
    expect(book.security).toEqual(expect.arrayContaining([{ chave: [] }]));
    const example = JSON.stringify(book.requestBody);
    expect(example).toContain('clientData');
    expect(example).toContain('dataInicio');
    expect(JSON.stringify(book.responses)).toContain('409');
    expect(doc.paths['/api/n8n/establishment/{id}/availability']!.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'date', 'staffId']),
    );
    expect(doc.paths['/api/integration-keys']).toBeDefined();
    // The rest of /api is listed as far as it goes.
    expect(doc.paths['/api/clients']).toBeDefined();
  });

  it('serves the interactive page from the server itself (no CDN)', async () => {
    const res = await fetch(`${t.url}/api/docs`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('swagger');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await fetch(new URL(src, `${t.url}/api/docs/`));
      expect([src, asset.status]).toEqual([src, 200]);
    }
  });
});
