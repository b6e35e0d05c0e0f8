type Json = Record<string, unknown>;

/** A contracts type name ('ClientDto', 'ClientDto[]', 'A | B') as a schema of the document. */
export function typeRef(name: string): Json {
  const alternatives = name.split('|').map((n) => n.trim());
  if (alternatives.length > 1) return { oneOf: alternatives.map(typeRef) };
  if (name.endsWith('[]')) return { type: 'array', items: typeRef(name.slice(0, -2)) };
  return { $ref: `#/components/schemas/${name}` };
}
