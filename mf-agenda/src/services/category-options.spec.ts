import { categoryOptions } from './category-options';

const values = (groups: ReturnType<typeof categoryOptions>) => groups.map((g) => [g.label, g.options.map((o) => o.label)]);

describe('categoryOptions (service form)', () => {
  it('a salon without categories is offered the default ones', () => {
    expect(values(categoryOptions([], ''))).toEqual([['Sugestões', ['Cabelo', 'Unhas', 'Estética', 'Maquiagem', 'Depilação', 'Barbearia']]]);
  });

  it('its own categories first; a default it already has (any case) is not offered twice', () => {
    expect(values(categoryOptions(['cabelo', 'Sobrancelhas'], ''))).toEqual([
      ['Suas categorias', ['cabelo', 'Sobrancelhas']],
      ['Sugestões', ['Unhas', 'Estética', 'Maquiagem', 'Depilação', 'Barbearia']],
    ]);
  });

  it('a typed name that matches none can be created inline; one that exists is not', () => {
    const created = categoryOptions(['Cabelo'], '  Massagem   relaxante ');
    expect(created.at(-1)).toEqual({ label: 'Nova categoria', options: [{ value: 'Massagem relaxante', label: 'Criar categoria "Massagem relaxante"' }] });
    expect(values(categoryOptions(['Cabelo'], 'UNHAS')).map(([label]) => label)).toEqual(['Suas categorias', 'Sugestões']);
  });
});
