import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteInfo } from '../../src/platform/http/routes';

/** A JSON Schema node of the OpenAPI document (objects' properties, lists' items). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * Each write route's body as api/openapi.json documents it: the contracts yup schema its @ApiDoc names, the one
 * its handler validates with (docs/product/api.md 'OpenAPI'), so the fuzz needs no list of its own. The contract
 * test keeps that document equal to the served one.
 */
function documentedBodies(): { bodies: Record<string, JsonSchema>; bodiless: Set<string> } {
  const doc = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const bodies: Record<string, JsonSchema> = {};
  const bodiless = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (method === 'get') continue;
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const schema = op.requestBody?.content['application/json']?.schema;
      if (schema) bodies[key] = schema;
      else bodiless.add(key);
    }
  }
  return { bodies, bodiless };
}

const documented = documentedBodies();
/** The body schema of each write route: the fuzz sends every field of it wrong. */
export const WRITE_SCHEMAS = documented.bodies;
/** Write routes that read no JSON body (an action on the path, a multipart upload, a signed webhook). */
export const BODILESS_WRITES = documented.bodiless;

export const routeKey = (route: RouteInfo) => `${route.method} ${route.path}`;

type Path = (string | number)[];

/** Every field of a schema as a path into the body: nested objects' fields and a list's first item (and its fields). */
export function fieldPaths(schema: JsonSchema, prefix: Path = []): Path[] {
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
  }
  if (schema.items) return [[...prefix, 0], ...fieldPaths(schema.items, [...prefix, 0])];
  return [];
}

/** A copy of `body` with the value at `path` replaced (missing objects and lists on the way are created). */
export function withValue(body: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const base = (
    typeof head === 'number' ? (Array.isArray(body) ? [...body] : []) : body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}
  ) as Record<string | number, unknown>;
  base[head] = withValue(base[head], rest, value);
  return base;
}
