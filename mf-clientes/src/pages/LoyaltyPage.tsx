import { Suspense, lazy, useState } from 'react';
import { Col, Row } from 'antd';
import { LOYALTY_MSG, type ClientLoyaltyEntryDto, type LoyaltyProgramDto } from '@salao/contracts';
import { PlanGate, useConfirmAction, useConfirmDelete } from '@salao/web-core/ui';
import { LoyaltyCards } from '../loyalty/LoyaltyCards';
import { loyaltySummary } from '../loyalty/loyalty-summary';
import { ProgramList } from '../loyalty/ProgramList';
import { RewardsList } from '../loyalty/RewardsList';
import { useLoyaltyMutations } from '../loyalty/use-loyalty-mutations';
import { useServices } from '@salao/web-core';
import { useClients, usePrograms, useRewards } from '../shared/queries';

const ProgramFormDialog = lazy(() => import('../loyalty/ProgramFormDialog'));
const AddPointsDialog = lazy(() => import('../loyalty/AddPointsDialog'));

type Dialog = { kind: 'program'; program: LoyaltyProgramDto | null } | { kind: 'points' } | null;

function LoyaltyOverview() {
  const programs = usePrograms();
  const rewards = useRewards();
  const services = useServices();
  const clients = useClients();
  const { deleteProgram, redeem } = useLoyaltyMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const [confirmAction, actionHolder] = useConfirmAction();
  const [redeeming, setRedeeming] = useState<string | null>(null);

  const programList = programs.data ?? [];
  const entries = rewards.data ?? [];
  const summary = loyaltySummary(programList, entries);

  const remove = async (program: LoyaltyProgramDto) => {
    if (await confirmDelete(LOYALTY_MSG.confirmDelete)) deleteProgram.mutate(program.id);
  };
  const onRedeem = async (e: ClientLoyaltyEntryDto) => {
    // docs/product/states.md ('Loyalty'): say what the redeem does before doing it.
    const ok = await confirmAction({
      title: 'Resgatar pontos?',
      content: `${e.clientName} troca ${e.pointsToReward} pontos por '${e.rewardDescription}' (${e.programName}). Saldo: ${e.totalPoints} → ${e.totalPoints - e.pointsToReward} pontos.`,
      okText: 'Resgatar',
    });
    if (!ok) return;
    setRedeeming(`${e.clientId}-${e.programId}`);
    redeem.mutate({ clientId: e.clientId, programId: e.programId, points: e.pointsToReward }, { onSettled: () => setRedeeming(null) });
  };

  // Each area says when its call failed, with a retry (docs/product/errors.md): the cards, the programmes and the balances.
  return (
    <>
      <LoyaltyCards programs={summary.programs} clients={summary.clients} services={summary.services} queries={{ programs, rewards }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProgramList
            programs={programList}
            services={services.data ?? []}
            query={programs}
            onCreate={() => setDialog({ kind: 'program', program: null })}
            onEdit={(program) => setDialog({ kind: 'program', program })}
            onDelete={(program) => void remove(program)}
          />
        </Col>
        <Col xs={24} xl={12}>
          <RewardsList
            entries={entries}
            query={rewards}
            redeeming={redeeming}
            onAddPoints={() => setDialog({ kind: 'points' })}
            onRedeem={(e) => void onRedeem(e)}
          />
        </Col>
      </Row>
      <Suspense fallback={null}>
        {dialog?.kind === 'program' && <ProgramFormDialog program={dialog.program} services={services.data ?? []} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'points' && <AddPointsDialog clients={clients.data ?? []} programs={programList} onClose={() => setDialog(null)} />}
      </Suspense>
      {confirmHolder}
      {actionHolder}
    </>
  );
}

/** Sistema de Fidelidade (docs/product/screens.md): plan Core; on Base a blurred preview and the upgrade notice. */
export default function LoyaltyPage() {
  return (
    <PlanGate feature="loyalty" preview={<LoyaltyCards programs={1} clients={12} services={4} />}>
      <LoyaltyOverview />
    </PlanGate>
  );
}
