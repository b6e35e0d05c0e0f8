import type * as yup from 'yup';

/** Default bound for any string the schema does not bound higher itself (index limits, memory, logs). */
export const MAX_STRING_LENGTH = 5000;
/** No list in the product is anywhere near this long; a bigger one is an attack or a bug. */
export const MAX_ARRAY_LENGTH = 1000;
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;
/** A whole value that is a date, a month or a date-time with an optional offset (what the API's date fields take). */
const DATE_LIKE = /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?)?$/;

const typeMessage = (path: string) => `O campo "${path}" tem um formato inválido.`;

/** What this walk reads of a yup schema; `fields` and `innerType` are yup's own (object and array schemas). */
interface Node {
  type: string;
  fields?: Record<string, Node>;
  innerType?: Node;
  spec: { nullable: boolean };
  transforms: unknown[];
  /** yup's own list of a schema's rules; OPTIONS holds each rule's name, message and params. */
  tests: { OPTIONS?: { name?: string; message?: unknown; params?: { regex?: RegExp } } }[];
  describe(): { tests: { name?: string; params?: Record<string, unknown> }[] };
}

const stringLimits = new WeakMap<Node, number>();
/** The schema's own `.max()` when it allows more than the default; yup itself enforces a smaller one with its message. */
function stringLimit(schema: Node): number {
  let limit = stringLimits.get(schema);
  if (limit === undefined) {
    const max = schema.describe().tests.find((t) => t.name === 'max')?.params?.max;
    limit = Math.max(MAX_STRING_LENGTH, typeof max === 'number' ? max : 0);
    stringLimits.set(schema, limit);
  }
  return limit;
}

const dateMessages = new WeakMap<Node, string | null>();
/** A pattern that starts with a year (`^\d{4}-`, `^(19\d{2}|20\d{2}|2100)-`): the contract's date and month fields. */
const YEAR_FIRST = /^\^\(?\\d\{4\}|^\^\(19/;
/**
 * For a date field (its contract matches a pattern that starts with a year), the contract's own message for a bad
 * value, or a generic one; null for anything else. Free text (names, notes, descriptions) is never read as a date.
 */
function dateMessage(schema: Node, path: string): string | null {
  let message = dateMessages.get(schema);
  if (message === undefined) {
    const rule = schema.tests.find((t) => t.OPTIONS?.name === 'matches' && YEAR_FIRST.test(t.OPTIONS.params?.regex?.source ?? ''))?.OPTIONS;
    message = rule ? (typeof rule.message === 'string' ? rule.message : '') : null;
    dateMessages.set(schema, message);
  }
  return message === '' ? `O campo "${path}" tem uma data inválida.` : message;
}

/** Base schemas carry one built-in transform (yup's cast); more means the contract converts the raw value itself. */
const BUILT_IN_TRANSFORMS: Record<string, number> = { string: 1, number: 1, boolean: 1, date: 1, array: 0, object: 0, mixed: 0 };
const hasOwnTransform = (schema: Node) => schema.transforms.length > (BUILT_IN_TRANSFORMS[schema.type] ?? 0);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A month 1–12 and, when there is a day, one that month has (no 2026-02-30). */
function onTheCalendar(year: number, month: number, day: number | undefined): boolean {
  if (month < 1 || month > 12) return false;
  return day === undefined || (day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate());
}

/**
 * NUL, length and, for a date field (`invalidDate` is its message for a bad date), the calendar and date bounds
 * for one raw string: the first problem's pt-BR message, or null.
 */
function stringProblem(value: string, path: string, limit: number, invalidDate: string | null): string | null {
  if (value.length > limit) return `O campo "${path}" excede o limite de ${limit} caracteres.`;
  if (value.includes('\u0000')) return `O campo "${path}" contém caracteres não permitidos.`;
  const date = invalidDate === null ? null : DATE_LIKE.exec(value.trim());
  if (date) {
    const year = Number(date[1]);
    const day = date[3] === undefined ? undefined : Number(date[3]);
    if (!onTheCalendar(year, Number(date[2]), day)) return invalidDate;
    const offsetOk = date[4] === undefined || (Number(date[4]) <= 14 && Number(date[5]) <= 59);
    if (year < MIN_YEAR || year > MAX_YEAR || !offsetOk)
      return `O campo "${path}" tem uma data inválida ou fora do intervalo permitido (${MIN_YEAR}–${MAX_YEAR}).`;
  }
  return null;
}

/** Any value with no schema of its own (mixed, or the elements of a list the contract converts): bounds only. */
function looseProblem(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return stringProblem(value, path, MAX_STRING_LENGTH, null);
  if (value === null || typeof value !== 'object') return null;
  if (depth > 8) return typeMessage(path);
  const entries = Array.isArray(value)
    ? value.map((v, i) => [`${path}[${i}]`, v] as const)
    : Object.entries(value).map(([k, v]) => [`${path}.${k}`, v] as const);
  if (entries.length > MAX_ARRAY_LENGTH) return typeMessage(path);
  for (const [p, v] of entries) {
    const problem = looseProblem(v, p, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Checks a raw value against the schema's structure before yup transforms it (yup's `.trim()` on an object
 * throws a TypeError, a test reading `null` inside a list throws): the wrong JSON type, an unbounded or NUL
 * string, a date outside 1900–2100 or with an impossible offset. Returns the pt-BR message, or null.
 */
export function shapeProblem(schema: yup.AnySchema, raw: unknown, path = ''): string | null {
  const node = schema as unknown as Node;
  const label = path || 'corpo';
  if (raw === undefined || raw === null) return null;
  switch (node.type) {
    case 'object': {
      if (!isPlainObject(raw)) return typeMessage(label);
      if (!node.fields || !Object.keys(node.fields).length) return looseProblem(raw, label);
      for (const [key, child] of Object.entries(node.fields)) {
        const problem = shapeProblem(child as unknown as yup.AnySchema, raw[key], path ? `${path}.${key}` : key);
        if (problem) return problem;
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(raw))
        return isPlainObject(raw) ? typeMessage(label) : typeof raw === 'string' ? stringProblem(raw, label, MAX_STRING_LENGTH, null) : null;
      if (raw.length > MAX_ARRAY_LENGTH) return `O campo "${label}" tem itens demais (máximo ${MAX_ARRAY_LENGTH}).`;
      const inner = node.innerType;
      for (let i = 0; i < raw.length; i++) {
        const at = `${label}[${i}]`;
        const item = raw[i];
        if (item === null && inner && !inner.spec.nullable) return typeMessage(at);
        // A list the contract converts itself (e.g. [{ serviceId }] to ids) only gets the bounds here.
        const problem = !inner || hasOwnTransform(node) ? looseProblem(item, at) : shapeProblem(inner as unknown as yup.AnySchema, item, at);
        if (problem) return problem;
      }
      return null;
    }
    case 'string':
      if (typeof raw === 'object') return typeMessage(label);
      return typeof raw === 'string' ? stringProblem(raw, label, stringLimit(node), dateMessage(node, label)) : null;
    case 'number':
    case 'boolean':
    case 'date':
      if (typeof raw === 'object') return typeMessage(label);
      return typeof raw === 'string'
        ? stringProblem(raw, label, MAX_STRING_LENGTH, node.type === 'date' ? `O campo "${label}" tem uma data inválida.` : null)
        : null;
    default:
      return looseProblem(raw, label);
  }
}
