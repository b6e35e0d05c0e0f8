import { CollectionSummary } from '@salao/web-core/ui';

export function ServicesPage() {
  return <CollectionSummary path="/api/services" title="Serviços" noun={['serviço cadastrado', 'serviços cadastrados']} emptyTitle="Nenhum serviço cadastrado ainda" />;
}
