import { useState } from 'react';
import { Button, Space } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import type { ReportFormat, ReportName } from '@salao/contracts';
import { toastFailure } from '@salao/web-core';
import { downloadExport, type ReportParams } from './queries';

const FORMATS: { format: ReportFormat; label: string; icon: React.ReactNode }[] = [
  { format: 'csv', label: 'CSV', icon: <FileTextOutlined aria-hidden /> },
  { format: 'xlsx', label: 'Excel', icon: <FileExcelOutlined aria-hidden /> },
  { format: 'pdf', label: 'PDF', icon: <FilePdfOutlined aria-hidden /> },
];

/** 'Exportar' the report as shown: CSV (the Brazilian way), Excel or PDF, each a file download. */
export function ExportButtons({ name, params, disabled }: { name: ReportName; params: ReportParams; disabled?: boolean }) {
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const run = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await downloadExport(name, params, format);
    } catch (error) {
      toastFailure('Não foi possível exportar o relatório.', error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap aria-label="Exportar" role="group">
      {FORMATS.map((f) => (
        <Button
          key={f.format}
          icon={f.icon}
          disabled={disabled}
          loading={busy === f.format}
          onClick={() => void run(f.format)}
          aria-label={`Exportar ${f.label}`}
        >
          {f.label}
        </Button>
      ))}
    </Space>
  );
}
