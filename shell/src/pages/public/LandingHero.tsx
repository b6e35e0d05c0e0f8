import { Link } from 'react-router';
import { TRIAL_DAYS } from '@salao/contracts';

export const HERO_TITLE = 'Gestão completa para salões e negócios de beleza';

/**
 * The landing page's first screen. landing-static.html is this markup (landing-static.spec.tsx checks it): the
 * build puts it in landing.html, which the API serves for / and /vendas, so the heading paints before any script.
 */
export function LandingHero() {
  return (
    <section className="lp-hero">
      <p className="lp-tag">{TRIAL_DAYS} dias grátis para testar</p>
      <h1>{HERO_TITLE}</h1>
      <p className="lp-lead lp-muted">Agenda com automação no WhatsApp, financeiro, estoque, fidelidade e gestão de várias unidades em um só lugar.</p>
      <div className="lp-ctas">
        <Link to="/register" className="lp-btn lp-btn-primary lp-btn-lg">
          Começar teste grátis
        </Link>
        <a href="#pricing" className="lp-btn lp-btn-lg">
          Ver planos
        </a>
      </div>
    </section>
  );
}
