import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_PAGE_SIZE,
  auditFieldLabel,
  dayjs,
  formatAuditValue,
  type AuditChange,
  type AuditEntryDto,
} from '@salao/contracts';

/** 'Campo: antes → depois'; a creation shows only the value, a deletion only what there was. */
function ChangeLine({ change: c, action }: { change: AuditChange; action: AuditEntryDto['action'] }) {
  const label = auditFieldLabel(c.field);
  const before = formatAuditValue(c.field, c.before);
  const after = formatAuditValue(c.field, c.after);
  const text = action === 'delete' ? before : c.before === null && action !== 'update' && action !== 'status' ? after : `${before} → ${after}`;
  return (
    <div>
      <Typography.Text type="secondary">{label}:</Typography.Text> {text}
    </div>
  );
}

const COLUMNS: ColumnsType<AuditEntryDto> = [
  { title: 'Quando', dataIndex: 'at', width: 150, render: (at: string) => dayjs(at).format('DD/MM/YYYY HH:mm') },
  { title: 'Quem', dataIndex: 'userName', width: 180 },
  { title: 'O quê', key: 'what', width: 170, render: (_, r) => `${AUDIT_ENTITY_LABELS[r.entity]} #${r.entityId}` },
  { title: 'Ação', dataIndex: 'action', width: 150, render: (a: AuditEntryDto['action']) => AUDIT_ACTION_LABELS[a] },
  {
    title: 'Alterações',
    key: 'changes',
    render: (_, r) => (r.changes.length ? r.changes.map((c) => <ChangeLine key={c.field} change={c} action={r.action} />) : '—'),
  },
];

interface AuditTableProps {
  items: AuditEntryDto[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The history, newest first, 50 a page (the server pages it). */
export function AuditTable({ items, total, page, loading, onPage }: AuditTableProps) {
  return (
    <Table<AuditEntryDto>
      data-testid="audit-table"
      rowKey="id"
      size="small"
      columns={COLUMNS}
      dataSource={items}
      loading={loading}
      scroll={{ x: 900 }}
      locale={{ emptyText: 'Nenhuma alteração encontrada.' }}
      pagination={{
        current: page,
        pageSize: AUDIT_PAGE_SIZE,
        total,
        showSizeChanger: false,
        onChange: onPage,
        showTotal: (n) => (n === 1 ? '1 registro' : `${n} registros`),
      }}
    />
  );
}
