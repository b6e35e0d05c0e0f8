import type { ReportAnswer } from '@salao/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { localDateTime } from '../../platform/time/wall-clock';
import { brDate, brText, exportTable, periodText } from './report-cells';

export interface PdfHeader {
  establishment: string;
  /** a PNG or JPEG data URL, when the salon has a logo pdfmake can draw */
  logo: string | null;
  /** the export's instant */
  now: number;
  zone: string;
}

/** The report as a PDF (docs/product/reports.md, 'Exports'): the salon's name and logo, the title, the period, 'Gerado em', the table. */
export function reportPdf(a: ReportAnswer, h: PdfHeader): TDocumentDefinitions {
  const { header, rows } = exportTable(a);
  const at = localDateTime(h.now, h.zone);
  const generated = `Gerado em ${brDate(at.slice(0, 10))} ${at.slice(11, 16)}`;
  const title: Content[] = [
    { text: h.establishment, fontSize: 16, bold: true },
    { text: a.title, fontSize: 13, margin: [0, 4, 0, 2] },
    { text: `Período: ${periodText(a)}` },
    { text: generated, fontSize: 8, color: '#555555', margin: [0, 2, 0, 10] },
  ];
  const numeric = (type: string) => type !== 'text' && type !== 'date';
  return {
    info: { title: `${a.title} - ${h.establishment}` },
    pageOrientation: header.length > 6 ? 'landscape' : 'portrait',
    content: [
      h.logo ? { columns: [{ image: h.logo, fit: [64, 64], width: 72 }, { stack: title }] } : { stack: title },
      {
        table: {
          headerRows: 1,
          widths: header.map((_, n) => (n === 0 ? '*' : 'auto')),
          body: [
            header.map((c) => ({ text: c.label, bold: true, alignment: numeric(c.type) ? ('right' as const) : ('left' as const) })),
            ...rows.map((r, n) =>
              header.map((c) => ({
                text:
                  c.key === 'label'
                    ? r.label
                    : brText(c, r.values[c.key] ?? null) + (c.type === 'percent' && r.values[c.key] !== null && r.values[c.key] !== undefined ? '%' : ''),
                bold: n === rows.length - 1 && r.label === 'Total',
                alignment: numeric(c.type) ? ('right' as const) : ('left' as const),
              })),
            ),
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
      },
    ],
  };
}
