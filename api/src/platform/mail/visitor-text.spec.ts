import { VISITOR_TEXT_MAX, visitorText } from './visitor-text';

describe('visitorText: what a visitor typed, safe for a message to someone else', () => {
  it('keeps a name as it is', () => {
    expect(visitorText('Maria José da Conceição')).toBe('Maria José da Conceição');
    expect(visitorText("Ana D'Ávila Jr.")).toBe("Ana D'Ávila Jr.");
  });

  it('drops links in every spelling, e-mail addresses and bare domains', () => {
    for (const raw of [
      'Ana https://golpe.example/pix',
      'Ana http://x.y',
      'Ana www.golpe.com.br/x',
      'Ana golpe.com.br',
      'Ana javascript:alert(1)',
      'Ana ana@golpe.com',
      'Ana HTTPS://GOLPE.IO',
      'Ana bit.ly/abc',
    ]) {
      const safe = visitorText(raw);
      expect([raw, safe]).toEqual([raw, 'Ana']);
    }
  });

  it('one line, at most 60 characters', () => {
    expect(visitorText('Ana\nClique\r\naqui\u0000\u200b')).toBe('Ana Clique aqui');
    const long = visitorText('Ganhe um prêmio '.repeat(20));
    expect([...long].length).toBeLessThanOrEqual(VISITOR_TEXT_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
