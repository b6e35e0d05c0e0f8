import type { ReactNode } from 'react';
import { PublicHeader } from './PublicHeader';
import { PublicFooter } from './PublicFooter';
import { PublicStyle } from './PublicStyle';

export const LEGAL_VERSION = '1.0';

/** Frame of the static legal texts: plain HTML and landing.css, like the landing page. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: { heading: string; body: ReactNode }[] }) {
  return (
    <div className="lp-page">
      <PublicStyle />
      <PublicHeader />
      <main className="lp-card lp-legal">
        <h1>{title}</h1>
        <p className="lp-muted">
          Versão {LEGAL_VERSION} · Última atualização: {updated}
        </p>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            <p>{s.body}</p>
          </section>
        ))}
      </main>
      <PublicFooter />
    </div>
  );
}
