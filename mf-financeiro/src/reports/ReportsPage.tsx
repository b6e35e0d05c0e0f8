import { useState } from 'react';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { REPORT_GROUP_BY, REPORT_NAMES, REPORT_TITLES, formatDate, type ReportName, type ReportRow } from '@salao/contracts';
import { useEstablishment, useNavigate } from '@salao/web-core';
import { PlanGate, QueryError, ReadableContrast, StaleWarning, loadFailed } from '@salao/web-core/ui';
import { today as salonToday } from '../finances/queries';
import { ExportButtons } from './ExportButtons';
import { PeriodPicker, ReportFilters } from './ReportFilters';
import { ReportSkeleton } from './ReportSkeleton';
import { ReportView } from './ReportView';
import { VisitsDrawer } from './VisitsDrawer';
import { PERIOD_PRESETS } from './period';
import { useReport, type ReportParams, type VisitsFilter } from './queries';

const thisMonth = PERIOD_PRESETS.find((p) => p.key === 'month')!;

function Reports({ today }: { today: string }) {
  const navigate = useNavigate();
  const [name, setName] = useState<ReportName>('revenue');
  const [params, setParams] = useState<ReportParams>({ ...thisMonth.range(today), staffId: null, serviceId: null, groupBy: null, compare: false });
  const [drill, setDrill] = useState<{ title: string; filter: VisitsFilter } | null>(null);
  const report = useReport(name, params);
  const patch = (p: Partial<ReportParams>) => setParams((old) => ({ ...old, ...p }));

  const openDrill = (row: ReportRow) =>
    setDrill({
      title: `Atendimentos — ${row.label} (${formatDate(params.from)} a ${formatDate(params.to)})`,
      filter: {
        from: params.from,
        to: params.to,
        staffId: row.drill?.staffId ?? params.staffId ?? undefined,
        serviceId: row.drill?.serviceId ?? params.serviceId ?? undefined,
        clientId: row.drill?.clientId,
      },
    });

  return (
    <>
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<ReportName>
            aria-label="Relatório"
            value={name}
            onChange={(v) => {
              setName(v);
              patch({ groupBy: null });
            }}
            options={REPORT_NAMES.map((n) => ({ value: n, label: REPORT_TITLES[n] }))}
          />
        </div>
        <Button icon={<SettingOutlined aria-hidden />} onClick={() => void navigate('/relatorios/personalizados')}>
          Relatórios personalizados
        </Button>
      </Flex>
      <Card style={{ marginBottom: 16 }}>
        <Flex vertical gap={12}>
          <PeriodPicker idPrefix="report" period={params} today={today} onChange={(p) => patch(p)} />
          <ReportFilters params={params} groupings={REPORT_GROUP_BY[name]} onChange={patch} />
        </Flex>
      </Card>
      <Card>
        {/* Title and exports in one wrapping line: on a phone the buttons go under the title instead of over it. */}
        <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {REPORT_TITLES[name]}
          </Typography.Title>
          <ExportButtons name={name} params={params} disabled={!report.data} />
        </Flex>
        <StaleWarning query={report} what="o relatório" />
        {loadFailed(report) ? (
          <QueryError query={report} what="o relatório" />
        ) : report.isPending ? (
          <ReportSkeleton />
        ) : (
          report.data && (
            // Other filters' figures load over the ones on screen, dimmed until they arrive (no flash to a skeleton).
            <div aria-busy={report.isPlaceholderData} style={{ opacity: report.isPlaceholderData ? 0.55 : 1, transition: 'opacity 0.2s' }}>
              <ReportView answer={report.data} onDrill={openDrill} />
            </div>
          )
        )}
      </Card>
      <VisitsDrawer title={drill?.title ?? ''} filter={drill?.filter ?? null} onClose={() => setDrill(null)} />
    </>
  );
}

/** Relatórios (docs/product/screens.md): the advanced reports of plan Core, for management. */
export default function ReportsPage() {
  const establishment = useEstablishment();
  return (
    <PlanGate feature="reports" preview={<ReportSkeleton still />}>
      <ReadableContrast>{establishment.isLoading ? <ReportSkeleton /> : <Reports today={salonToday(establishment.data?.timezone)} />}</ReadableContrast>
    </PlanGate>
  );
}
