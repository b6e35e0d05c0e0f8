import { theme } from 'antd';
import type { StaffDto } from '@salao/contracts';

/**
 * 'Todos os profissionais' plus each staff member (docs/product/screens.md). A native select styled with the theme's tokens:
 * antd's Select or Dropdown would bring their own popup machinery into the dashboard's first load.
 */
export function ProfessionalFilter({ staff, value, onChange }: { staff: StaffDto[]; value: number | null; onChange: (staffId: number | null) => void }) {
  const { token } = theme.useToken();
  return (
    <select
      aria-label="Filtrar por profissional"
      data-testid="professional-filter"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      style={{
        height: token.controlHeight,
        maxWidth: 180,
        padding: `0 ${token.paddingXS}px`,
        borderRadius: token.borderRadius,
        border: `1px solid ${token.colorBorder}`,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
        fontSize: token.fontSize,
        cursor: 'pointer',
      }}
    >
      <option value="">Todos os profissionais</option>
      {staff.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
