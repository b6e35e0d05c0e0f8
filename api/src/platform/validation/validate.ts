import * as yup from 'yup';
import { defaultMessage, fail, INVALID_BODY } from '../http/errors';
import { shapeProblem } from './shape';

/** Field paths in the order the schema declares them, so the message answered is the first field's. */
function fieldOrder(schema: yup.AnySchema, prefix = ''): string[] {
  const fields = (schema as unknown as { fields?: Record<string, yup.AnySchema> }).fields;
  if (!fields) return [prefix];
  return Object.entries(fields).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...fieldOrder(child, `${prefix}${key}.`).filter((p) => p !== `${prefix}${key}.`),
  ]);
}

/**
 * Validate a request body or query with a contracts schema: first the raw value's shape and bounds
 * (shape.ts), then the schema; the first broken rule answers 400 with its pt-BR message.
 */
export function validate<S extends yup.AnySchema>(schema: S, body: unknown): yup.InferType<S> {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) throw fail(400, INVALID_BODY);
  const problem = shapeProblem(schema, body);
  if (problem) throw fail(400, problem);
  try {
    return schema.validateSync(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    // A transform or test that cannot handle some input is still bad input, not a server fault.
    if (error instanceof TypeError) throw fail(400, defaultMessage(400));
    if (!(error instanceof yup.ValidationError)) throw error;
    const order = fieldOrder(schema);
    const rank = (path?: string) => {
      const i = order.indexOf(path ?? '');
      return i === -1 ? order.length : i;
    };
    const errors = error.inner.length ? error.inner : [error];
    const first = [...errors].sort((a, b) => rank(a.path) - rank(b.path))[0]!;
    throw fail(400, first.errors[0] ?? 'Dados inválidos.');
  }
}
