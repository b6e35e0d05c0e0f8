import { escapeHtml, html } from './html';

describe('e-mail HTML escaping', () => {
  it('escapes every interpolated value, never the template itself', () => {
    const host = 'evil.example"><script>alert(1)</script>';
    expect(html`<a href="${`http://${host}/x`}">${"O'Brien & cia"}</a>`).toBe(
      '<a href="http://evil.example&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/x">O&#39;Brien &amp; cia</a>',
    );
  });

  it('turns non-strings into text', () => {
    expect(escapeHtml(60)).toBe('60');
    expect(html`<p>${null}</p>`).toBe('<p>null</p>');
  });
});
