import { incompatibility, satisfies } from './compat';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['19.3.1', '^20.0.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['6.6.8', '~6.6.0', true],
    ['6.7.0', '~6.6.0', false],
    ['6.6.8', '>=6.0.0 <7.0.0', true],
    ['7.0.0', '>=6.0.0 <7.0.0', false],
    ['5.0.0', '^4.0.0 || ^5.0.0', true],
    ['1.0.0', '*', true],
    ['1.0.0', '1.0.0', true],
  ])('%s in %s -> %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('incompatibility', () => {
  const shared = { react: '19.3.1', 'react-dom': '19.3.1', antd: '6.6.8', '@tanstack/react-query': '5.108.0', '@salao/web-core': '1.2.0' };
  it('accepts a remote whose ranges the shell satisfies, or that declares none', () => {
    expect(incompatibility({ react: '^19.0.0', antd: '^6.0.0', '@salao/web-core': '^1.0.0' }, shared)).toBeNull();
    expect(incompatibility({ 'react-dom': '^19.3.1', '@tanstack/react-query': '^5.100.0', '@salao/web-core': '^1.2.0' }, shared)).toBeNull();
    expect(incompatibility(undefined, shared)).toBeNull();
  });
  it('says which singleton does not fit', () => {
    expect(incompatibility({ react: '^20.0.0', antd: '^6.0.0' }, shared)).toBe('requer react ^20.0.0 (o shell tem 19.3.1)');
    expect(incompatibility({ vue: '^3.0.0' }, shared)).toContain('o shell não compartilha vue');
  });
  it('refuses a remote built against a newer web-core: a major, or a minor the shell does not have yet', () => {
    expect(incompatibility({ '@salao/web-core': '^2.0.0' }, shared)).toBe('requer @salao/web-core ^2.0.0 (o shell tem 1.2.0)');
    expect(incompatibility({ '@salao/web-core': '^1.3.0' }, shared)).toBe('requer @salao/web-core ^1.3.0 (o shell tem 1.2.0)');
    expect(incompatibility({ '@tanstack/react-query': '^6.0.0' }, shared)).toContain('@tanstack/react-query ^6.0.0');
  });
});
