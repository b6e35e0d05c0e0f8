// The API's published contract (docs/product/api.md 'OpenAPI'): api/openapi.json is the committed document.
//   node scripts/openapi-check.mjs          fails on any difference from the routes' document; a breaking one
//                                           (removed path or field, new required one) needs the major version raised
//   node scripts/openapi-check.mjs --write  rewrites api/openapi.json (and test/generated/salao-api.d.ts, its
//                                           openapi-typescript types), refusing a breaking change on the same major
// OPENAPI_BASELINE=<file> compares with another document (the tests plant a removal that way). Needs the build.
// OPENAPI_CURRENT=<file> reads the routes' document from a file the caller generated with `dist/cli.js openapi`
// (the tests run several checks against one build: starting the CLI for each cost seconds).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCompare } from 'api-smart-diff';

const here = dirname(fileURLToPath(import.meta.url));
const committed = join(here, '..', 'openapi.json');
const typesFile = join(here, '..', 'test', 'generated', 'salao-api.d.ts');
const baselineFile = process.env.OPENAPI_BASELINE || committed;
const write = process.argv.includes('--write');

// The committed document names the default server; a deployment's APP_URL only changes `servers`.
const env = { PATH: process.env.PATH, APP_URL: 'http://localhost:3000' };
const current = JSON.parse(
  process.env.OPENAPI_CURRENT
    ? readFileSync(process.env.OPENAPI_CURRENT, 'utf8')
    : execFileSync(process.execPath, [join(here, '..', 'dist', 'cli.js'), 'openapi'], { env, maxBuffer: 64 << 20 }).toString(),
);
// No committed document yet: the first --write publishes this one.
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : structuredClone(current);
if (!existsSync(baselineFile) && !write) {
  console.error('api/openapi.json não existe: rode `npm run openapi -w api` e faça o commit.');
  process.exit(1);
}

const major = (doc) => Number(String(doc.info?.version ?? '0').split('.')[0]);

/**
 * The two documents cut to what can differ: the paths whose text differs or that reach (through $refs) a schema
 * whose text differs, and the schemas those paths reach. api-smart-diff walks every operation and resolves every
 * reference: on the whole 270 KB documents a comparison took seconds even when one field had changed, and the same
 * differences come out of the cut documents (nothing left out can differ).
 */
function differingParts(a, b) {
  const text = (v) => JSON.stringify(v ?? null);
  const refsOf = (v) => new Set([...text(v).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
  const schemasA = a.components?.schemas ?? {};
  const schemasB = b.components?.schemas ?? {};
  const names = new Set([...Object.keys(schemasA), ...Object.keys(schemasB)]);
  const changed = new Set([...names].filter((n) => text(schemasA[n]) !== text(schemasB[n])));
  // A schema that references a changed one has changed in meaning too, up to the paths.
  for (let grew = true; grew;) {
    grew = false;
    for (const n of names) {
      if (changed.has(n)) continue;
      const refs = new Set([...refsOf(schemasA[n]), ...refsOf(schemasB[n])]);
      if ([...refs].some((r) => changed.has(r))) {
        changed.add(n);
        grew = true;
      }
    }
  }
  const paths = new Set([...Object.keys(a.paths ?? {}), ...Object.keys(b.paths ?? {})]);
  const kept = [...paths].filter(
    (p) => text(a.paths?.[p]) !== text(b.paths?.[p]) || [...refsOf(a.paths?.[p]), ...refsOf(b.paths?.[p])].some((r) => changed.has(r)),
  );
  // The schemas the kept paths reach, transitively, from either document.
  const reach = new Set();
  const visit = (name) => {
    if (reach.has(name)) return;
    reach.add(name);
    for (const r of [...refsOf(schemasA[name]), ...refsOf(schemasB[name])]) visit(r);
  };
  for (const p of kept) for (const r of [...refsOf(a.paths?.[p]), ...refsOf(b.paths?.[p])]) visit(r);
  const cut = (doc, schemas) => ({
    ...doc,
    paths: Object.fromEntries(kept.filter((p) => doc.paths?.[p]).map((p) => [p, doc.paths[p]])),
    components: { ...doc.components, schemas: Object.fromEntries([...reach].filter((n) => schemas[n]).map((n) => [n, schemas[n]])) },
  });
  return [cut(a, schemasA), cut(b, schemasB)];
}

const same = JSON.stringify(current) === JSON.stringify(baseline);
// Clones: the comparison normalises the documents it is given (it drops defaults such as `required: false`).
const { diffs } = same ? { diffs: [] } : apiCompare(...structuredClone(differingParts(baseline, current)));
// A new value in an enum the API sends (an answer, a webhook's body) is not breaking: integrators must accept
// values they do not know yet (docs/product/api.md 'OpenAPI'). api-smart-diff counts it as breaking.
const widensWhatWeSend = (d) => d.action === 'add' && d.path.at(-2) === 'enum' && (d.path.includes('responses') || d.path.includes('callbacks'));
// A new answer shape (a oneOf alternative) is not breaking when the same change gives its operation a new optional
// parameter: only a caller that sends it gets the new shape (a list's cursor page beside its numbered page).
const operationOf = (d) => d.path.slice(0, 3).join(' ');
const optedIn = new Set(
  diffs
    .filter((d) => d.action === 'add' && d.path[0] === 'paths' && d.path[3] === 'parameters' && d.path.length === 5)
    .filter((d) => current.paths[d.path[1]][d.path[2]].parameters[d.path[4]]?.required !== true)
    .map(operationOf),
);
const optInAnswer = (d) => d.action === 'add' && d.path.includes('responses') && d.path.at(-2) === 'oneOf' && optedIn.has(operationOf(d));
const breaking = diffs.filter((d) => d.type === 'breaking' && !widensWhatWeSend(d) && !optInAnswer(d)).map((d) => d.description);
const raised = major(current) > major(baseline);

if (breaking.length && !raised) {
  console.error(`Mudança incompatível na API sem subir a versão maior (${baseline.info.version} → ${current.info.version}):`);
  for (const b of breaking.slice(0, 30)) console.error(`  - ${b}`);
  if (breaking.length > 30) console.error(`  … e mais ${breaking.length - 30}`);
  console.error('Mantenha o campo ou a rota, ou suba API_VERSION (api/src/platform/http/openapi/document.ts) e rode `npm run openapi -w api`.');
  process.exit(1);
}
// openapi-typescript's types of the document (the typed client's), only once it is the one to keep.
// Imported only here: loading openapi-typescript (it brings the TypeScript compiler) took seconds.
const typesOf = async () => {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  return `// Generated by \`npm run openapi -w api\` (openapi-typescript) from api/openapi.json: do not edit.\n${astToString(await openapiTS(current))}`;
};
if (write) {
  writeFileSync(committed, `${JSON.stringify(current, null, 2)}\n`);
  mkdirSync(dirname(typesFile), { recursive: true });
  writeFileSync(typesFile, await typesOf());
  console.log(
    `api/openapi.json: ${diffs.length} mudança(s) gravada(s)${breaking.length ? ` (${breaking.length} incompatíveis, versão ${current.info.version})` : ''}.`,
  );
  process.exit(0);
}
if (!same) {
  console.error(`api/openapi.json está desatualizado (${diffs.length} mudança(s)): rode \`npm run openapi -w api\` e faça o commit.`);
  for (const d of diffs.slice(0, 10)) console.error(`  - ${d.description}`);
  process.exit(1);
}
if (!existsSync(typesFile) || readFileSync(typesFile, 'utf8') !== (await typesOf())) {
  console.error('api/test/generated/salao-api.d.ts está desatualizado: rode `npm run openapi -w api` e faça o commit.');
  process.exit(1);
}
console.log(`api/openapi.json confere com as rotas (versão ${current.info.version}).`);
