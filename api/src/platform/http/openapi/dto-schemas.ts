import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;
let parsed: Record<string, Json> | undefined;

/**
 * JSON Schema of every contracts type, written by scripts/dto-schemas.mjs at build time; read once per process for the
 * OpenAPI document and the hot reads' response schemas. Callers only read it (a schema they change is their copy).
 */
export function dtoSchemas(): Record<string, Json> {
  parsed ??= JSON.parse(readFileSync(join(__dirname, 'dto-schemas.json'), 'utf8')) as Record<string, Json>;
  return parsed;
}
