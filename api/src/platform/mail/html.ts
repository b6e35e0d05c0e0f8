/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Tagged template for e-mail HTML: every interpolated value is escaped, so a template cannot forget to
 * (names, e-mails and links all come from outside). html`<p>Olá, ${name}!</p>`
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(values[i]) : ''), '');
}
