import { RouteSchema } from '@nestjs/platform-fastify';
import { dtoSchemas } from './openapi/dto-schemas';

type Json = Record<string, unknown>;
const REF = '#/components/schemas/';
/** A contracts type's schema with its references inlined, as fast-json-stringify compiles it on its own. */
export function inlinedSchema(name: string, seen: readonly string[] = []): Json {
  const schema = dtoSchemas()[name];
  if (!schema) throw new Error(`response schema: no contracts type ${name}`);
  if (seen.includes(name)) throw new Error(`response schema: ${name} refers to itself`);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const ref = (v as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith(REF)) return inlinedSchema(ref.slice(REF.length), [...seen, name]);
    return Object.fromEntries(
      Object.entries(v as Json)
        .filter(([k]) => k !== 'description')
        .map(([k, x]) => [k, walk(x)]),
    );
  };
  return walk(schema) as Json;
}

/**
 * The 200 answer serialised by Fastify through fast-json-stringify, from the same contracts type the OpenAPI
 * document names (bench/README.md, 'Where the time goes'). A field the type does not declare would be dropped:
 * test/response-schemas.e2e-spec.ts compares each such route's answer with the plain JSON.stringify one.
 */
export const ResponseSchema = (name: string): MethodDecorator =>
  // RESPONSE_SCHEMAS=off: plain JSON.stringify, for that test's second instance only.
  process.env.RESPONSE_SCHEMAS === 'off' ? () => undefined : RouteSchema({ response: { 200: inlinedSchema(name) } });
