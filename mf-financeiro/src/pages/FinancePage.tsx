import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, dayjs } from '@salao/contracts';
import { getOr, usePermissions } from '@salao/web-core';
import { CollectionSummary, PlanGate } from '@salao/web-core/ui';
import { FinanceCards, type FinanceStats } from '../finance/FinanceCards';

function FinanceOverview() {
  const { canViewAllTransactions } = usePermissions();
  const stats = useQuery({
    queryKey: QUERY_KEYS.financeStats,
    queryFn: () => getOr<FinanceStats>(QUERY_KEYS.financeStats[0], {}),
    enabled: canViewAllTransactions,
  });
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <>
      {canViewAllTransactions && <FinanceCards stats={stats.data ?? {}} loading={stats.isLoading} />}
      <CollectionSummary
        path={`/api/transactions/date/${today}`}
        title="Movimentações Recentes"
        noun={['movimentação hoje', 'movimentações hoje']}
        emptyTitle="Nenhuma movimentação nesta data"
      />
    </>
  );
}

export function FinancePage() {
  return (
    <PlanGate feature="financial" preview={<FinanceCards stats={{ todayIncome: 850, todayExpenses: 120, monthIncome: 18400, monthExpenses: 7300 }} />}>
      <FinanceOverview />
    </PlanGate>
  );
}
