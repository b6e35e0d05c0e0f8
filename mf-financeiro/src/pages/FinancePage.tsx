import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { CalculatorOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { COMMISSION_MSG, isManagement } from '@salao/contracts';
import { useEstablishment, useNavigate, usePermissions, useSession } from '@salao/web-core';
import { PlanGate, ReadableContrast } from '@salao/web-core/ui';
import { FinanceCards } from '../finances/FinanceCards';
import { thisMonth, today, useFinanceStats, useListsFollowStats } from '../finances/queries';
import { MonthPanel } from '../month/MonthPanel';
import { MyMonthCommission } from '../commission/MyMonthCommission';
import { CommissionsSection } from '../commission-entries/CommissionsSection';
import { MyCommissionEntries } from '../commission-entries/MyCommissionEntries';
import { RecentTransactions } from '../transactions/RecentTransactions';
import { CashPanel } from '../cash/CashPanel';
import { DayCheckouts } from '../checkout/DayCheckouts';

const TransactionFormDialog = lazy(() => import('../transactions/TransactionFormDialog'));
const CommissionDialog = lazy(() => import('../commission/CommissionDialog'));

type Dialog = 'transaction' | 'commission' | null;

function FinanceOverview() {
  const { canViewAllTransactions, canCreateTransactions } = usePermissions();
  const role = useSession((s) => s.user?.role);
  const isStaffUser = !isManagement(role);
  const stats = useFinanceStats(canViewAllTransactions);
  useListsFollowStats();
  // Until the owner picks a day or a month, both follow the establishment's today (its zone arrives with GET /api/establishment).
  const establishment = useEstablishment();
  const zone = establishment.data?.timezone;
  const [pickedDate, setDate] = useState<string | null>(null);
  const [pickedMonth, setMonth] = useState<string | null>(null);
  const date = pickedDate ?? today(zone);
  const month = pickedMonth ?? thisMonth(zone);
  // docs/product/roles.md: whoever cannot view all transactions sees their own month's commission at once; the dialog,
  // fixed to their own figures, answers for other periods.
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();

  return (
    <>
      <Space wrap style={{ marginBottom: 16, display: 'flex', justifyContent: 'flex-end' }}>
        <Button icon={<CalculatorOutlined />} onClick={() => setDialog('commission')}>
          Verificar Salário/Comissão
        </Button>
        {canCreateTransactions && (
          <Button icon={<ShoppingCartOutlined />} onClick={() => void navigate('/financeiro/comandas/nova')}>
            Nova venda
          </Button>
        )}
        {canCreateTransactions && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('transaction')}>
            Registrar Movimento
          </Button>
        )}
      </Space>
      {!canViewAllTransactions && (
        <>
          <Alert
            type="info"
            showIcon
            title={COMMISSION_MSG.ownDataNotice}
            description="Use 'Verificar Salário/Comissão' para ver seus serviços e sua comissão em outro período."
          />
          {!establishment.isLoading && <MyMonthCommission today={date} />}
          {!establishment.isLoading && <MyCommissionEntries today={today(zone)} />}
        </>
      )}
      {canViewAllTransactions && (
        <>
          <FinanceCards stats={stats.data ?? {}} query={stats} />
          <CashPanel date={date} canWrite={canCreateTransactions} />
          <MonthPanel month={month} onMonth={setMonth} />
          <RecentTransactions date={date} onDate={setDate} canDelete={canCreateTransactions} />
          <DayCheckouts date={date} />
          {!establishment.isLoading && <CommissionsSection today={today(zone)} />}
        </>
      )}
      <Suspense fallback={null}>
        {dialog === 'transaction' && (
          <TransactionFormDialog
            date={date}
            onClose={() => setDialog(null)}
            onSaved={(saved) => {
              setDate(saved); // show the new movement in 'Movimentações Recentes'
              setMonth(saved.slice(0, 7));
            }}
          />
        )}
        {dialog === 'commission' && <CommissionDialog isStaffUser={isStaffUser} onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}

/** Financeiro (docs/product/screens.md Finance), or the locked preview when the plan lacks it. */
export default function FinancePage() {
  return (
    <PlanGate
      feature="financial"
      // The locked view draws neutral shapes behind its notice, never figures (web-core's LockedModule).
      preview={null}
    >
      <ReadableContrast>
        <FinanceOverview />
      </ReadableContrast>
    </PlanGate>
  );
}
