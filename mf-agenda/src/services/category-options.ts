import { DEFAULT_SERVICE_CATEGORIES } from '@salao/contracts';

export interface CategoryOption {
  value: string;
  label: string;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * The service form's category choices: the salon's own categories, then the default ones it does not have yet, and,
 * when what was typed matches none, 'Criar categoria "…"' (the API creates a category named on a service it saves).
 */
export function categoryOptions(existing: readonly string[], typed: string): { label: string; options: CategoryOption[] }[] {
  const own = existing.map((name) => ({ value: name, label: name }));
  const suggested = DEFAULT_SERVICE_CATEGORIES.filter((d) => !existing.some((e) => same(e, d))).map((name) => ({ value: name, label: name }));
  const name = typed.trim().replace(/\s+/g, ' ');
  const groups = [
    { label: 'Suas categorias', options: own },
    { label: 'Sugestões', options: suggested },
  ];
  if (name && ![...own, ...suggested].some((o) => same(o.value, name)))
    groups.push({ label: 'Nova categoria', options: [{ value: name, label: `Criar categoria "${name}"` }] });
  return groups.filter((g) => g.options.length > 0);
}
