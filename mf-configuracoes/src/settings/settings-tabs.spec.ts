import { visibleTabs } from './settings-tabs';

const keys = (role: string, ownsNetwork?: boolean) => visibleTabs(role, ownsNetwork).map((t) => t.key);

describe('visibleTabs', () => {
  it('Rede only for the network owner, after Negócio', () => {
    expect(keys('admin', true).slice(0, 2)).toEqual(['negocio', 'rede']);
    expect(keys('admin')).not.toContain('rede');
    expect(keys('manager', false)).not.toContain('rede');
    expect(keys('staff', false)).not.toContain('rede');
  });

  it('the history only for who holds audit.view', () => {
    expect(keys('admin', true)).toContain('historico');
    expect(keys('staff')).not.toContain('historico');
  });
});
