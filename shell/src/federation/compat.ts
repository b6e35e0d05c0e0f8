/**
 * Whether a released remote can run in this shell: every shared singleton range it declares (react, react-dom,
 * antd, @tanstack/react-query, web-core — libs/web-build/singletons.cjs; docs/architecture.md, 'Shared code and versions') must
 * accept the version the shell shares.
 */
declare const __SALAO_SHARED_VERSIONS__: Record<string, string>;

type Version = [number, number, number];

function parse(text: string): Version | null {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Upper bound (exclusive) of a caret range, as npm defines it: ^1.2.3 <2, ^0.2.3 <0.3, ^0.0.3 <0.0.4. */
function caretLimit([major, minor, patch]: Version): Version {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function comparator(version: Version, token: string): boolean {
  if (token === '*' || token === 'x' || token === '') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(token)!;
  const bound = parse(m[2]!);
  if (!bound) return false;
  const c = compare(version, bound);
  switch (m[1]) {
    case '^':
      return c >= 0 && compare(version, caretLimit(bound)) < 0;
    case '~':
      return c >= 0 && compare(version, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/** npm-style range check for the forms a release declares: ^, ~, comparisons, exact, '*', AND (space) and OR (||). */
export function satisfies(versionText: string, range: string): boolean {
  const version = parse(versionText);
  if (!version) return false;
  return range.split('||').some((part) =>
    part
      .trim()
      .split(/\s+/)
      .every((token) => comparator(version, token)),
  );
}

/** Why `requires` cannot run with `shared`, or null when it can. */
export function incompatibility(requires: Record<string, string> | undefined, shared: Record<string, string> = __SALAO_SHARED_VERSIONS__): string | null {
  const problems = Object.entries(requires ?? {}).flatMap(([name, range]) => {
    const have = shared[name];
    if (!have) return [`${name} ${range} (o shell não compartilha ${name})`];
    return satisfies(have, range) ? [] : [`${name} ${range} (o shell tem ${have})`];
  });
  return problems.length ? `requer ${problems.join(', ')}` : null;
}
