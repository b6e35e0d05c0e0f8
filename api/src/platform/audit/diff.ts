/** Keys that never make an audit change: ids (their names are recorded), derived and bookkeeping fields. */
const IGNORED = new Set([
  ...['id', 'establishmentId', 'clientId', 'serviceId', 'staffId', 'appointmentId', 'categoryId', 'userId', 'createdByUserId'],
  ...['clientPhone', 'clientEmail', 'lastVisit', 'version', 'createdAt', 'updatedAt', 'deletedAt', 'completedAt', 'bookingUrl'],
]);
/** Recorded as changed, never with their value. */
const SECRET = new Set(['whatsappApiKey', 'password']);
const MASK = '••••••';

export type Fields = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The recorded fields of a record: one level of nested objects flattened to 'key.sub' (message templates). */
function fieldsOf(record: object): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(record)) {
    if (IGNORED.has(key) || value === undefined) continue;
    if (isPlainObject(value)) for (const [sub, v] of Object.entries(value)) out[`${key}.${sub}`] = v;
    else out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const empty = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);
const mask = (key: string, v: unknown) => (SECRET.has(key) && !empty(v) ? MASK : v);

function pick(fields: Fields, keys: string[]): Fields {
  return Object.fromEntries(keys.map((k) => [k, mask(k, fields[k] ?? null)]));
}

/** Equal values; a number and a decimal string of it are equal too (a locked row's numeric column against a DTO's '10.00'). */
function same(x: unknown, y: unknown): boolean {
  if (JSON.stringify(x ?? null) === JSON.stringify(y ?? null)) return true;
  const numeric = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));
  return (typeof x === 'number' || typeof y === 'number') && numeric(x) && numeric(y) && Number(x) === Number(y);
}

/** A locked row's numbers written as the DTO writes them ('40.00' beside '45.00', not 40). */
function alike(before: Fields, after: Fields): Fields {
  const out = { ...before };
  for (const [k, v] of Object.entries(after)) {
    const decimals = typeof v === 'string' ? /^-?\d+\.(\d+)$/.exec(v)?.[1]?.length : undefined;
    if (typeof out[k] === 'number' && decimals !== undefined) out[k] = (out[k] as number).toFixed(decimals);
  }
  return out;
}

/**
 * The changed fields only, before and after. A creation keeps what the new record holds, a deletion what the
 * record held (fields without a value left out). A change compares the fields the new record has (`before` may be
 * a locked row with more columns); nothing changed is null (no audit row).
 */
export function changedFields(before: object | null, after: object | null): { before: Fields | null; after: Fields | null } | null {
  const b = before ? fieldsOf(before) : null;
  const a = after ? fieldsOf(after) : null;
  if (!b || !a) {
    const only = (b ?? a)!;
    const kept = pick(
      only,
      Object.keys(only).filter((k) => !empty(only[k])),
    );
    return b ? { before: kept, after: null } : { before: null, after: kept };
  }
  const keys = Object.keys(a).filter((k) => !same(b[k], a[k]));
  return keys.length ? { before: pick(alike(b, a), keys), after: pick(a, keys) } : null;
}
