import type { StaffDto } from '@salao/contracts';
import { Select } from '@salao/web-core/light';

/**
 * 'Todos os profissionais' plus each staff member (docs/product/screens.md Dashboard): the light kit's combobox, antd's
 * Select in look and keys, so the dashboard downloads no antd (docs/architecture.md, 'First visit').
 */
export function ProfessionalFilter({ staff, value, onChange }: { staff: StaffDto[]; value: number | null; onChange: (staffId: number | null) => void }) {
  return (
    <Select<number | ''>
      aria-label="Filtrar por profissional"
      data-testid="professional-filter"
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : v)}
      width={200}
      options={[{ value: '', label: 'Todos os profissionais' }, ...staff.map((s) => ({ value: s.id, label: s.name }))]}
    />
  );
}
