import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { dayjs, type CommissionQuery, type CommissionResult } from '@salao/contracts';
import { api } from '@salao/web-core';
import { QueryState } from '@salao/web-core/ui';
import { CommissionResultView } from './CommissionResultView';

/** 'Março de 2026' from '2026-03-..' (the establishment's month). */
const monthLabel = (date: string) => {
  const text = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 7)}-01T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * A staff member's own figures of the month so far, asked for as soon as /financeiro opens (docs/product/roles.md: staff get
 * their own salary and commission; the dialog stays for other periods). `today` is the establishment's date.
 */
export function MyMonthCommission({ today }: { today: string }) {
  const body: CommissionQuery = { staffId: null, startDate: `${today.slice(0, 7)}-01`, endDate: today };
  const result = useQuery<CommissionResult>({
    queryKey: ['/api/staff/salary-commission', 'own', body.startDate, body.endDate],
    queryFn: () => api.post<CommissionResult>('/api/staff/salary-commission', body),
  });
  return (
    <Card title={`Minha comissão — ${monthLabel(today)}`} style={{ marginTop: 16 }} data-testid="my-month-commission">
      <QueryState query={result} what="sua comissão do mês">
        {result.data && (
          <CommissionResultView result={{ ...result.data, message: `De ${dayjs(body.startDate).format('DD/MM')} a ${dayjs(today).format('DD/MM/YYYY')}.` }} />
        )}
      </QueryState>
    </Card>
  );
}
