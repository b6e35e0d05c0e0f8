import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { PublicHeader } from './PublicHeader';
import { PublicFooter } from './PublicFooter';

export const LEGAL_VERSION = '1.0';

/** Frame of the static legal texts. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: { heading: string; body: ReactNode }[] }) {
  return (
    <div style={{ minHeight: '100vh' }}>
      <PublicHeader />
      <Card style={{ maxWidth: 860, margin: '32px auto', width: 'calc(100% - 32px)' }}>
        <Typography.Title>{title}</Typography.Title>
        <Typography.Paragraph type="secondary">
          Versão {LEGAL_VERSION} · Última atualização: {updated}
        </Typography.Paragraph>
        {sections.map((s) => (
          <section key={s.heading}>
            <Typography.Title level={4}>{s.heading}</Typography.Title>
            <Typography.Paragraph>{s.body}</Typography.Paragraph>
          </section>
        ))}
      </Card>
      <PublicFooter />
    </div>
  );
}
