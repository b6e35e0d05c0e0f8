import { ToastDedupe } from './toast-policy';

describe('ToastDedupe', () => {
  it('suppresses an identical toast within 2000 ms and allows it after', () => {
    let now = 0;
    const dedupe = new ToastDedupe(() => now);
    expect(dedupe.accept('Erro', 'Falhou')).toBe(true);
    now = 1999;
    expect(dedupe.accept('Erro', 'Falhou')).toBe(false);
    expect(dedupe.accept('Erro', 'Outra coisa')).toBe(true);
    now = 4100;
    expect(dedupe.accept('Erro', 'Falhou')).toBe(true);
  });

  it('forgets entries older than 10 s', () => {
    let now = 0;
    const dedupe = new ToastDedupe(() => now);
    dedupe.accept('A');
    dedupe.accept('B');
    now = 10_001;
    dedupe.accept('C');
    expect(dedupe.size).toBe(1);
  });
});
