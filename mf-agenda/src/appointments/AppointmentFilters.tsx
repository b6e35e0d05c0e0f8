import { Flex, Select, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { StaffDto } from '@salao/contracts';
import { STATUS_FILTER_OPTIONS, type StatusFilter } from './appointment-filters';

interface AppointmentFiltersProps {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  staff: StaffDto[];
  staffId: number | null;
  onStaff: (staffId: number | null) => void;
  /** A staff user sees their own name instead of the staff filter (docs/product/screens.md). */
  ownName?: string;
}

export function AppointmentFilters({ status, onStatus, staff, staffId, onStaff, ownName }: AppointmentFiltersProps) {
  return (
    <Flex gap={8} wrap align="center">
      <Select<StatusFilter> aria-label="Status" value={status} onChange={onStatus} options={STATUS_FILTER_OPTIONS} style={{ minWidth: 150 }} />
      {ownName ? (
        <Tag icon={<UserOutlined />} style={{ padding: '4px 10px', fontSize: 14 }} data-testid="own-staff-name">
          {ownName}
        </Tag>
      ) : (
        <Select<number>
          aria-label="Profissional"
          value={staffId ?? 0}
          onChange={(v) => onStaff(v === 0 ? null : v)}
          options={[{ value: 0, label: 'Todos os profissionais' }, ...staff.map((s) => ({ value: s.id, label: s.name }))]}
          style={{ minWidth: 200 }}
        />
      )}
    </Flex>
  );
}
