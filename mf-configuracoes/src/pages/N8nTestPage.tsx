import { Card, Typography } from 'antd';
import { EmptyState } from '@salao/web-core/ui';

/** Test page for the automation endpoints; states that no authentication is needed (SPEC §2). */
export function N8nTestPage() {
  return (
    <Card>
      <Typography.Paragraph type="secondary">Teste os endpoints usados pela automação. Nenhuma autenticação é necessária nesta página.</Typography.Paragraph>
      <EmptyState title="Ferramenta de teste em preparação" description="Os botões de teste e de cópia do cURL estarão disponíveis em breve." />
    </Card>
  );
}
