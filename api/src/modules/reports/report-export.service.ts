import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { REPORT_FILE_NAMES, type ReportExportQuery, type ReportName } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { renderPdf } from '../../platform/pdf/pdf';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { LogoStore } from '../establishments/logo';
import { reportCsv } from './report-csv';
import { reportPdf } from './report-pdf';
import { reportXlsx } from './report-xlsx';
import { ReportsService } from './reports.service';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** GET /api/reports/{name}/export: the same answer as the report, as a CSV, XLSX or PDF download. */
@Injectable()
export class ReportExportService {
  private readonly logos: LogoStore;

  constructor(
    private readonly reports: ReportsService,
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.logos = new LogoStore(config.dataDir);
  }

  async file(auth: AuthContext, name: ReportName, q: ReportExportQuery): Promise<StreamableFile> {
    const answer = await this.reports.run(auth, name, q);
    const [est] = await this.db.query(`SELECT name FROM establishments WHERE id = $1`, [auth.establishmentId]);
    const establishment: string = est?.name ?? '';
    let buf: Buffer;
    if (q.format === 'csv') buf = reportCsv(answer);
    else if (q.format === 'xlsx') buf = await reportXlsx(answer, establishment);
    else {
      const logo = await this.logos.read(auth.establishmentId);
      // pdfmake draws PNG and JPEG only: a WebP logo is left out rather than failing the export.
      const dataUrl = logo && logo.type !== 'image/webp' ? `data:${logo.type};base64,${logo.bytes.toString('base64')}` : null;
      buf = await renderPdf(reportPdf(answer, { establishment, logo: dataUrl, now: this.clock.now(), zone: auth.zone }));
    }
    const filename = `${REPORT_FILE_NAMES[name]}-${q.from}-a-${q.to}.${q.format}`;
    return new StreamableFile(buf, { type: TYPES[q.format], disposition: `attachment; filename="${filename}"` });
  }
}
