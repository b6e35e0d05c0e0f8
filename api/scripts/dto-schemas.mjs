// Build step: JSON Schema of every exported interface and type of libs/contracts, for the OpenAPI document's
// answers (docs/product/api.md 'OpenAPI'). The TypeScript types stay the one source; this only translates them.
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createGenerator } = require('ts-json-schema-generator');
const here = dirname(fileURLToPath(import.meta.url));
const contracts = join(here, '..', '..', 'libs', 'contracts');
const out = join(here, '..', 'dist', 'platform', 'http', 'openapi', 'dto-schemas.json');

function sources(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.spec.ts') ? [p] : [];
  });
}

// Plain (non-generic) exported interfaces and object types: what an answer can name.
const names = new Set();
for (const file of sources(join(contracts, 'src'))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/^export (?:interface|type) ([A-Z]\w*)(?=\s*(?:=|\{|extends))/gm)) names.add(m[1]);
}

const generator = createGenerator({
  path: join(contracts, 'src', 'index.ts'),
  tsconfig: join(contracts, 'tsconfig.json'),
  skipTypeCheck: true,
  expose: 'export',
  topRef: false,
  jsDoc: 'extended',
  additionalProperties: true,
});
const definitions = {};
const skipped = [];
for (const name of [...names].sort()) {
  try {
    const { definitions: nested = {}, $schema: _, ...schema } = generator.createSchema(name);
    Object.assign(definitions, nested);
    definitions[name] = schema;
  } catch {
    skipped.push(name);
  }
}
// OpenAPI keeps them under components/schemas.
const text = JSON.stringify(definitions).replaceAll('"#/definitions/', '"#/components/schemas/');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, text);
console.log(`dto-schemas: ${Object.keys(definitions).length} tipos (${skipped.length} não traduzíveis: ${skipped.join(', ') || 'nenhum'})`);
