import { CollectionSummary } from '@salao/web-core/ui';

export function ClientsPage() {
  return <CollectionSummary path="/api/clients" title="Clientes" noun={['cliente', 'clientes']} emptyTitle="Nenhum cliente encontrado" />;
}
