/** See static-imports.cjs. */
export function forbiddenFrom(entry: string): string[];
