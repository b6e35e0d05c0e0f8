import { CollectionSummary } from '@salao/web-core/ui';

export function StaffPage() {
  return <CollectionSummary path="/api/staff" title="Colaboradores" noun={['colaborador', 'colaboradores']} emptyTitle="Nenhum colaborador cadastrado" />;
}
