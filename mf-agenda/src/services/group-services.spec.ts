import type { ServiceDto } from '@salao/contracts';
import { groupServices } from './group-services';

const s = (name: string, category: string | null) => ({ name, category }) as ServiceDto;

describe('groupServices', () => {
  it("groups by category, 'Sem categoria' last", () => {
    const groups = groupServices([s('Corte', 'Cabelo'), s('Avulso', null), s('Barba', 'Barbearia'), s('Escova', 'Cabelo'), s('Outro', ' ')]);
    expect(groups.map(([name, list]) => [name, list.map((x) => x.name)])).toEqual([
      ['Barbearia', ['Barba']],
      ['Cabelo', ['Corte', 'Escova']],
      ['Sem categoria', ['Avulso', 'Outro']],
    ]);
  });
});
