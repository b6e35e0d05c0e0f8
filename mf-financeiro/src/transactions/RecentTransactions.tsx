import { Card, DatePicker, Skeleton, Typography } from 'antd';
import { TRANSACTION_MSG, dayjs, formatBRL, formatDate, fromCents, toCents, type TransactionDto } from '@salao/contracts';
import { EmptyState, QueryError, StaleWarning, loadFailed, useConfirmDelete } from '@salao/web-core/ui';
import { useDayTransactions } from '../finances/queries';
import { TransactionList } from './TransactionList';
import { useTransactionMutations } from './use-transaction-mutations';

function dayTotals(list: TransactionDto[]) {
  const sum = (type: TransactionDto['type']) => fromCents(list.filter((t) => t.type === type).reduce((a, t) => a + toCents(t.amount), 0));
  return { income: sum('income'), expense: sum('expense') };
}

/** 'Movimentações Recentes' of one date (docs/product/screens.md Finance); deleting asks first and needs canCreateTransactions. */
export function RecentTransactions({ date, onDate, canDelete }: { date: string; onDate: (date: string) => void; canDelete: boolean }) {
  const day = useDayTransactions(date, true);
  const { remove } = useTransactionMutations();
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const list = day.data ?? [];
  const totals = dayTotals(list);

  const onDelete = async (t: TransactionDto) => {
    if (await confirmDelete(TRANSACTION_MSG.confirmDelete)) remove.mutate(t.id);
  };

  return (
    <Card title="Movimentações Recentes">
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <span>Data</span>
        <DatePicker
          id="transactions-date"
          aria-label="Data das movimentações"
          format="DD/MM/YYYY"
          allowClear={false}
          value={dayjs(date, 'YYYY-MM-DD')}
          onChange={(d) => d && onDate(d.format('YYYY-MM-DD'))}
        />
      </label>
      <StaleWarning query={day} what="as movimentações" />
      {loadFailed(day) ? (
        <QueryError query={day} what="as movimentações" />
      ) : day.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.length === 0 ? (
        <EmptyState title={TRANSACTION_MSG.empty} description={formatDate(date)} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} data-testid="day-totals">
            {formatDate(date)}: receitas {formatBRL(totals.income)} · despesas {formatBRL(totals.expense)}
          </Typography.Paragraph>
          <TransactionList transactions={list} onDelete={canDelete ? (t) => void onDelete(t) : undefined} />
        </>
      )}
      {confirmHolder}
    </Card>
  );
}
