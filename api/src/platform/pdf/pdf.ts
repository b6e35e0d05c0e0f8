import { join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake's own Roboto files, read from its package: no font is fetched at run time (docs/architecture.md, 'PDF').
const fontDir = join(require.resolve('pdfmake/package.json'), '..', 'fonts', 'Roboto');

type PdfMake = typeof import('pdfmake');
let loaded: Promise<PdfMake> | null = null;

/** pdfmake loads with the first PDF, not at every start of the API (docs/architecture.md, 'Start-up cost'). */
function loadPdfmake(): Promise<PdfMake> {
  return (loaded ??= import('pdfmake').then(({ default: pdfmake }) => configure(pdfmake)));
}

function configure(pdfmake: PdfMake): PdfMake {
  pdfmake.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Documents are built from our own data: no image or font may name a URL or a file outside the fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  return pdfmake;
}

/** A PDF of `doc` (receipts, statements, closing reports), rendered in memory with pdfmake. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 10 }, ...doc }).getBuffer();
}
