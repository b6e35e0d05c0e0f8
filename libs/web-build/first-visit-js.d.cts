export declare const BUDGETS_KB: Record<'/login' | '/dashboard' | '/agendar', number>;
export declare function budgetOf(path: string): number;
export declare const MARKERS: Record<string, string>;
export interface FirstVisitScripts {
  files: number;
  total: number;
  duplicates: number;
  markers: Record<string, number>;
  scripts: { url: string; raw: number; gzip: number }[];
}
export declare function collectScripts(page: import('@playwright/test').Page): () => Promise<FirstVisitScripts>;
