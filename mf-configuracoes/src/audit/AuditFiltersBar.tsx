import { Button, DatePicker, Flex, Select, Tag } from 'antd';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, dayjs, type AuditEntity } from '@salao/contracts';
import type { AuditFilters } from './audit-filters';
import { useAuditUsers } from './use-audit-log';

interface AuditFiltersBarProps {
  filters: AuditFilters;
  onChange: (change: Partial<AuditFilters>) => void;
}

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] }));
const day = (v: string | undefined) => (v ? dayjs(v, 'YYYY-MM-DD') : null);

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}

/** Entidade, usuário and período; a record chosen by a 'Histórico' link shows as a tag that clears it. */
export function AuditFiltersBar({ filters, onChange }: AuditFiltersBarProps) {
  const users = useAuditUsers();
  const userOptions = (users.data ?? []).map((u) => ({ value: u.id, label: u.name }));
  return (
    <Flex gap={12} wrap align="flex-end" style={{ marginBottom: 16 }}>
      <Labelled id="audit-entity" label="Entidade">
        <Select<AuditEntity>
          id="audit-entity"
          allowClear
          placeholder="Todas"
          style={{ width: 180 }}
          options={ENTITY_OPTIONS}
          value={filters.entity}
          onChange={(entity) => onChange({ entity })}
        />
      </Labelled>
      <Labelled id="audit-user" label="Usuário">
        <Select<number>
          id="audit-user"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Todos"
          style={{ width: 200 }}
          loading={users.isLoading}
          options={userOptions}
          value={filters.userId}
          onChange={(userId) => onChange({ userId })}
        />
      </Labelled>
      <Labelled id="audit-from" label="De">
        <DatePicker
          id="audit-from"
          format="DD/MM/YYYY"
          value={day(filters.from)}
          onChange={(d) => onChange({ from: d ? d.format('YYYY-MM-DD') : undefined })}
        />
      </Labelled>
      <Labelled id="audit-to" label="Até">
        <DatePicker id="audit-to" format="DD/MM/YYYY" value={day(filters.to)} onChange={(d) => onChange({ to: d ? d.format('YYYY-MM-DD') : undefined })} />
      </Labelled>
      {filters.entity && filters.entityId !== undefined && (
        <Tag
          closable
          closeIcon={<span aria-label="Mostrar todos os registros">×</span>}
          onClose={() => onChange({ entityId: undefined })}
          style={{ padding: '4px 8px' }}
        >
          {AUDIT_ENTITY_LABELS[filters.entity]} #{filters.entityId}
        </Tag>
      )}
      {(filters.entity || filters.userId || filters.from || filters.to) && (
        <Button onClick={() => onChange({ entity: undefined, entityId: undefined, userId: undefined, from: undefined, to: undefined })}>Limpar filtros</Button>
      )}
    </Flex>
  );
}
