import { useQuery } from '@tanstack/react-query';
import { getOr } from '@salao/web-core';
import { CollectionSummary, PlanGate } from '@salao/web-core/ui';
import { LoyaltyCards } from '../loyalty/LoyaltyCards';

interface Program {
  isActive?: boolean;
  services?: unknown[];
}

function LoyaltyOverview() {
  const programs = useQuery({ queryKey: ['/api/loyalty/programs'], queryFn: () => getOr<Program[]>('/api/loyalty/programs', []) });
  const rewards = useQuery({ queryKey: ['/api/loyalty/clients-with-rewards'], queryFn: () => getOr<unknown[]>('/api/loyalty/clients-with-rewards', []) });
  const list = Array.isArray(programs.data) ? programs.data : [];
  const active = list.filter((p) => p.isActive !== false);
  return (
    <>
      <LoyaltyCards
        programs={active.length}
        clients={Array.isArray(rewards.data) ? rewards.data.length : 0}
        services={active.reduce((n, p) => n + (p.services?.length ?? 0), 0)}
        loading={programs.isLoading || rewards.isLoading}
      />
      <CollectionSummary path="/api/loyalty/programs" title="Programas de Fidelidade" noun={['programa', 'programas']} emptyTitle="Nenhum programa de fidelidade criado" />
    </>
  );
}

export function LoyaltyPage() {
  return (
    <PlanGate feature="loyalty" preview={<LoyaltyCards programs={1} clients={12} services={4} />}>
      <LoyaltyOverview />
    </PlanGate>
  );
}
