import { Suspense, lazy, useState } from 'react';
import { Button, Card, Flex, List, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, MailOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOM_REPORT_GROUP_LABELS, CUSTOM_REPORT_METRIC_LABELS, type CustomReportDto } from '@salao/contracts';
import { useEstablishment, useNavigate } from '@salao/web-core';
import { EmptyState, PlanGate, QueryError, QueryState, ReadableContrast, StaleWarning, loadFailed, useConfirmDelete } from '@salao/web-core/ui';
import { today as salonToday } from '../../finances/queries';
import { PeriodPicker } from '../ReportFilters';
import { ReportSkeleton } from '../ReportSkeleton';
import { ReportView } from '../ReportView';
import { PERIOD_PRESETS, type Period } from '../period';
import { useCustomReportRun, useCustomReports, useCustomReportWrites } from './queries';

// The form (antd Form + formik) downloads when the dialog first opens, not with the list.
const CustomReportDialog = lazy(() => import('./CustomReportDialog'));

function Run({ report, today }: { report: CustomReportDto; today: string }) {
  const [period, setPeriod] = useState<Period>(PERIOD_PRESETS.find((p) => p.key === 'month')!.range(today));
  const run = useCustomReportRun(report.id, period);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {report.name}
        </Typography.Title>
      }
      data-testid="custom-report-run"
    >
      <div style={{ marginBottom: 12 }}>
        <PeriodPicker idPrefix="custom-run" period={period} today={today} onChange={setPeriod} />
      </div>
      <StaleWarning query={run} what="o relatório" />
      {loadFailed(run) ? <QueryError query={run} what="o relatório" /> : run.isPending ? <ReportSkeleton /> : run.data && <ReportView answer={run.data} />}
    </Card>
  );
}

function CustomReports({ today }: { today: string }) {
  const navigate = useNavigate();
  const list = useCustomReports();
  const { remove } = useCustomReportWrites();
  const [confirmDelete, holder] = useConfirmDelete();
  const [editing, setEditing] = useState<CustomReportDto | 'new' | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const items = list.data ?? [];
  const running = items.find((r) => r.id === runId) ?? null;

  const onDelete = async (r: CustomReportDto) => {
    if (!(await confirmDelete(`Excluir o relatório '${r.name}'? Esta ação não pode ser desfeita.`))) return;
    remove.mutate(r, { onSuccess: () => runId === r.id && setRunId(null) });
  };

  return (
    <>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate('/relatorios')}>
          Relatórios
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          Novo relatório
        </Button>
      </Flex>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            Relatórios salvos
          </Typography.Title>
        }
        style={{ marginBottom: 16 }}
      >
        <QueryState
          query={list}
          what="os relatórios salvos"
          isEmpty={items.length === 0}
          empty={<EmptyState title="Nenhum relatório salvo ainda." description="Crie um com 'Novo relatório': o que medir, como agrupar e o gráfico." />}
        >
          <List<CustomReportDto>
            dataSource={items}
            rowKey="id"
            data-testid="custom-reports"
            renderItem={(r) => (
              <List.Item
                actions={[
                  <Button
                    key="run"
                    size="small"
                    type={runId === r.id ? 'primary' : 'default'}
                    icon={<PlayCircleOutlined aria-hidden />}
                    onClick={() => setRunId(r.id)}
                    aria-label={`Executar ${r.name}`}
                  >
                    Executar
                  </Button>,
                  <Button key="edit" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(r)} aria-label={`Editar ${r.name}`} />,
                  <Button
                    key="delete"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => void onDelete(r)}
                    aria-label={`Excluir ${r.name}`}
                  />,
                ]}
                style={{ flexWrap: 'wrap', rowGap: 8 }}
              >
                <List.Item.Meta
                  title={r.name}
                  description={
                    <Space wrap size={[4, 4]}>
                      <span>{CUSTOM_REPORT_METRIC_LABELS[r.metric]}</span>
                      <span aria-hidden>·</span>
                      <span>por {r.groupBy.map((g) => CUSTOM_REPORT_GROUP_LABELS[g]).join(' e ')}</span>
                      {r.weeklyEmail && (
                        <Tag icon={<MailOutlined aria-hidden />} variant="outlined">
                          toda segunda-feira
                        </Tag>
                      )}
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        </QueryState>
      </Card>
      {running && <Run key={running.id} report={running} today={today} />}
      <Suspense fallback={null}>
        {editing && <CustomReportDialog report={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={(saved) => setRunId(saved.id)} />}
      </Suspense>
      {holder}
    </>
  );
}

/** Relatórios personalizados (docs/product/screens.md): saved reports of plan Expert, run over any period. */
export default function CustomReportsPage() {
  const establishment = useEstablishment();
  return (
    <PlanGate feature="customReports" preview={<ReportSkeleton still />}>
      <ReadableContrast>{establishment.isLoading ? <ReportSkeleton /> : <CustomReports today={salonToday(establishment.data?.timezone)} />}</ReadableContrast>
    </PlanGate>
  );
}
