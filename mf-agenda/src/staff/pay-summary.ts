import { formatBRL, type StaffDto } from '@salao/contracts';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** 'R$ X + Y% comissão', 'Y% comissão', 'R$ X' or 'Não definido' (docs/product/screens.md). */
export function paySummary(staff: Pick<StaffDto, 'salaryAmount' | 'commissionRate'>): string {
  const salary = Number(staff.salaryAmount ?? 0);
  const rate = Number(staff.commissionRate ?? 0);
  const hasSalary = Number.isFinite(salary) && salary > 0;
  const hasRate = Number.isFinite(rate) && rate > 0;
  if (hasSalary && hasRate) return `${formatBRL(salary)} + ${percent.format(rate)}% comissão`;
  if (hasRate) return `${percent.format(rate)}% comissão`;
  if (hasSalary) return formatBRL(salary);
  return 'Não definido';
}
