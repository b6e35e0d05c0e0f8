import { CUSTOM_REPORTS_MSG, formatBRL, formatDate, fromCents, type ReportAnswer, type ReportColumn, type ReportValue } from '@salao/contracts';
import type { MailMessage } from '../../platform/mail/mail.service';
import { html } from '../../platform/mail/html';

/** A value as the e-mail's table shows it: R$ for money, dd/MM/yyyy for dates, 'N min' for minutes. */
function shown(column: ReportColumn, value: ReportValue): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return formatBRL(fromCents(Number(value)));
  if (column.type === 'date') return formatDate(String(value));
  if (column.type === 'minutes') return `${Number(value).toLocaleString('pt-BR')} min`;
  if (column.type === 'int') return Number(value).toLocaleString('pt-BR');
  return String(value);
}

const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The Brazilian CSV (docs/product/reports.md, 'Exports'): ';', money as 1.234,56 without 'R$', dd/MM/yyyy, UTF-8 with BOM. */
function csvValue(column: ReportColumn, value: ReportValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (column.type === 'money') text = reais.format(Number(value) / 100);
  else if (column.type === 'date') text = formatDate(String(value));
  else text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function customReportCsv(answer: ReportAnswer): string {
  const lines = [answer.columns.map((c) => csvValue({ ...c, type: 'text' }, c.label)).join(';')];
  for (const row of answer.rows) lines.push(answer.columns.map((c) => csvValue(c, row.values[c.key] ?? null)).join(';'));
  // A 'Total' row last, as the reports' own exports end.
  lines.push(answer.columns.map((c, n) => (n === 0 ? CUSTOM_REPORTS_MSG.total : csvValue(c, answer.totals[c.key] ?? null))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const period = (answer: ReportAnswer) => `${formatDate(answer.period.from)} a ${formatDate(answer.period.to)}`;

/** The Monday e-mail of a saved report: last week's table in the body and the same figures as a CSV file. */
export function customReportEmail(to: string, establishmentName: string, answer: ReportAnswer, fileName: string): MailMessage {
  const metric = answer.columns[answer.columns.length - 1]!;
  const total = `${CUSTOM_REPORTS_MSG.total}: ${shown(metric, answer.totals[metric.key] ?? 0)}`;
  const textRows = answer.rows.map((r) => answer.columns.map((c) => shown(c, r.values[c.key] ?? null)).join(' | '));
  const text = [
    `${establishmentName} — ${answer.title}`,
    `${CUSTOM_REPORTS_MSG.emailIntro} (${period(answer)}).`,
    '',
    answer.columns.map((c) => c.label).join(' | '),
    ...(textRows.length > 0 ? textRows : [CUSTOM_REPORTS_MSG.emailEmpty]),
    '',
    total,
  ].join('\n');
  const head = answer.columns.map((c) => html`<th style="text-align:left;padding:4px 8px;border-bottom:1px solid #ccc">${c.label}</th>`).join('');
  const body =
    answer.rows.length > 0
      ? answer.rows
          .map((r) => `<tr>${answer.columns.map((c) => html`<td style="padding:4px 8px">${shown(c, r.values[c.key] ?? null)}</td>`).join('')}</tr>`)
          .join('')
      : html`<tr>
          <td colspan="${answer.columns.length}" style="padding:4px 8px">${CUSTOM_REPORTS_MSG.emailEmpty}</td>
        </tr>`;
  const page =
    html`<p><strong>${establishmentName}</strong> — ${answer.title}</p>
      <p>${CUSTOM_REPORTS_MSG.emailIntro} (${period(answer)}).</p>` +
    `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>` +
    html`<p><strong>${total}</strong></p>`;
  return {
    to,
    subject: `${CUSTOM_REPORTS_MSG.emailSubject}: ${answer.title} (${period(answer)})`,
    text,
    html: page,
    attachments: [{ filename: fileName, contentType: 'text/csv; charset=utf-8', content: Buffer.from(customReportCsv(answer), 'utf8').toString('base64') }],
  };
}
