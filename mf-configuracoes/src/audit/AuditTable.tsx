import { Button, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditFieldLabel, dayjs, formatAuditValue, type AuditChange, type AuditEntryDto } from '@salao/contracts';

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
  /** The first batch is on its way (a filter changed). */
  loading: boolean;
  /** Older entries exist: 'Carregar mais' asks for them. */
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** The history, newest first, 50 at a time: 'Carregar mais' appends the older ones below. */
export function AuditTable({ items, loading, more, loadingMore, onMore }: AuditTableProps) {
  return (
    <Flex vertical gap={12}>
      <Table<AuditEntryDto>
        data-testid="audit-table"
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={items}
        loading={loading}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Nenhuma alteração encontrada.' }}
        pagination={false}
      />
      {items.length > 0 && (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">{items.length === 1 ? '1 registro exibido' : `${items.length} registros exibidos`}</Typography.Text>
          {more && (
            <Button onClick={onMore} loading={loadingMore}>
              Carregar mais
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
