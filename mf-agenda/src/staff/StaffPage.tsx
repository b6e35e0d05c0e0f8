import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { staffUpgradePlan, type StaffDto } from '@salao/contracts';
import { Link, api, useLiveWrite, usePermissions } from '@salao/web-core';
import { EmptyState, QueryState, useConfirmDelete } from '@salao/web-core/ui';
import { useStaffDirectory } from '../shared/use-directory';
import { StaffCard, type StaffAction } from './StaffCard';
import { StaffLimitDialog } from './StaffLimitDialog';
import { STAFF_WRITE_REFRESHES } from './staff-form';

const StaffFormDialog = lazy(() => import('./StaffFormDialog'));
const WorkingHoursDialog = lazy(() => import('./WorkingHoursDialog'));
const AbsencesDialog = lazy(() => import('./AbsencesDialog'));
const BlocksDialog = lazy(() => import('./BlocksDialog'));

type Dialog = { kind: 'form'; staff: StaffDto | null } | { kind: 'hours' | 'absences' | 'blocks'; staff: StaffDto } | { kind: 'limit' } | null;

/** /colaboradores: card grid, all collaborator dialogs and the plan's staff limit (docs/product/screens.md). */
export default function StaffPage() {
  const staff = useStaffDirectory();
  const permissions = usePermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirm, confirmHolder] = useConfirmDelete();
  const remove = useLiveWrite({ write: (id: number) => api.delete(`/api/staff/${id}`), causes: [], also: STAFF_WRITE_REFRESHES });
  const { currentCount, maxAllowed, isWithinLimit } = permissions.staffLimit;
  const atLimit = !isWithinLimit;

  const onAction = async (action: StaffAction, member: StaffDto) => {
    if (action === 'edit') return setDialog({ kind: 'form', staff: member });
    if (action === 'hours' || action === 'absences' || action === 'blocks') return setDialog({ kind: action, staff: member });
    if (!(await confirm('Tem certeza que deseja remover este colaborador?'))) return;
    try {
      await remove.mutateAsync(member.id);
    } catch (error) {
      console.error('Erro ao remover colaborador', error);
    }
  };

  return (
    <Flex vertical gap={16}>
      {confirmHolder}
      {atLimit && (
        <Alert
          type="warning"
          showIcon
          title={`Você atingiu o limite de colaboradores do plano ${permissions.planName} (${currentCount}/${maxAllowed ?? currentCount}).`}
          description={<Link to="/configuracoes">Faça upgrade para o plano {staffUpgradePlan(permissions.planName)} e adicione mais colaboradores</Link>}
        />
      )}
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} disabled={atLimit} onClick={() => setDialog({ kind: 'form', staff: null })}>
          {atLimit ? `Limite Atingido (${currentCount}/${maxAllowed ?? currentCount})` : 'Novo Colaborador'}
        </Button>
      </Flex>
      <QueryState
        query={staff}
        what="os colaboradores"
        loading={<Card loading />}
        isEmpty={(staff.data ?? []).length === 0}
        empty={
          <Card>
            <EmptyState title="Nenhum colaborador cadastrado" />
          </Card>
        }
      >
        <Row gutter={[16, 16]}>
          {(staff.data ?? []).map((s) => (
            <Col key={s.id} xs={24} md={12} xl={8}>
              <StaffCard staff={s} onAction={(a, m) => void onAction(a, m)} />
            </Col>
          ))}
        </Row>
      </QueryState>
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && <StaffFormDialog staff={dialog.staff} onClose={() => setDialog(null)} onLimit={() => setDialog({ kind: 'limit' })} />}
        {dialog?.kind === 'hours' && <WorkingHoursDialog staff={dialog.staff} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'absences' && <AbsencesDialog staff={dialog.staff} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'blocks' && <BlocksDialog staffId={dialog.staff.id} staffName={dialog.staff.name} onClose={() => setDialog(null)} />}
      </Suspense>
      {dialog?.kind === 'limit' && <StaffLimitDialog plan={permissions.planName} current={currentCount} max={maxAllowed} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
