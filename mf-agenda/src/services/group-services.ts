import type { ServiceDto } from '@salao/contracts';

export const UNCATEGORISED = 'Sem categoria';

/** Services grouped by category name, categories alphabetical with 'Sem categoria' last (docs/product/screens.md). */
export function groupServices(services: ServiceDto[]): [string, ServiceDto[]][] {
  const groups = new Map<string, ServiceDto[]>();
  for (const s of services) {
    const key = s.category?.trim() || UNCATEGORISED;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.entries()]
    .map(([name, list]): [string, ServiceDto[]] => [name, list.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))])
    .sort(([a], [b]) => (a === UNCATEGORISED ? 1 : b === UNCATEGORISED ? -1 : a.localeCompare(b, 'pt-BR')));
}
