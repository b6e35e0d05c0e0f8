// Lints an OpenAPI document with Redocly's recommended ruleset (docs/product/api.md 'OpenAPI'):
// `node scripts/openapi-lint.mjs <file.json>` prints each problem and `{"errors":N,"warnings":M}` last; exits 1 on errors.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConfig, getTotals, lintFromString } from '@redocly/openapi-core';

const file = resolve(process.argv[2] ?? 'openapi.json');
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: readFileSync(file, 'utf8'), absoluteRef: file, config });
for (const p of problems) console.log(`${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`);
const totals = getTotals(problems);
console.log(JSON.stringify({ errors: totals.errors, warnings: totals.warnings }));
process.exit(totals.errors > 0 ? 1 : 0);
