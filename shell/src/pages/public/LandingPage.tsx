import { useEffect, useLayoutEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { LightIcon } from '../../app/light-icons';
import { PLAN_NAMES, PLANS, TRIAL_DAYS, formatBRL, initials } from '@salao/contracts';
import { FEATURES, TESTIMONIALS } from './landing-content';
import { LandingHero } from './LandingHero';
import { PublicHeader } from './PublicHeader';
import { PublicFooter } from './PublicFooter';
import { PublicStyle } from './PublicStyle';

const FEATURE_ICONS = {
  agenda: <LightIcon name="calendar" />,
  whatsapp: <LightIcon name="whatsApp" />,
  finance: <LightIcon name="dollar" />,
  stock: <LightIcon name="inbox" />,
  loyalty: <LightIcon name="gift" />,
  units: <LightIcon name="shop" />,
};

const PROFESSIONALS: Record<string, string> = { Base: 'Até 2 profissionais', Core: 'Até 5 profissionais', Expert: 'Profissionais ilimitados' };

function Section({ id, title, subtitle, children, alt }: { id: string; title: string; subtitle?: string; children: React.ReactNode; alt?: boolean }) {
  return (
    <section id={id} className={alt ? 'lp-section lp-alt' : 'lp-section'}>
      <div className="lp-inner">
        <h2>{title}</h2>
        {subtitle && <p className="lp-subtitle lp-muted">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

/**
 * Landing page at / and /vendas (docs/product/screens.md). Plain HTML and landing.css, no antd component: a visitor's
 * first visit downloads none of the authenticated area's code (docs/architecture.md ('First visit')).
 */
export default function LandingPage() {
  const { hash } = useLocation();

  // landing.html's static header and hero (served for / and /vendas) give way to these, before the next paint.
  useLayoutEffect(() => document.getElementById('landing-static')?.remove(), []);

  // Scroll to the anchor 100 ms after load, once the sections exist.
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }), 100);
    return () => clearTimeout(timer);
  }, [hash]);

  return (
    <div className="lp-page">
      <PublicStyle />
      <PublicHeader />
      <main>
        <LandingHero />

        <Section id="features" title="Tudo o que seu negócio precisa" subtitle="Do primeiro agendamento ao fechamento do mês." alt>
          <ul className="lp-grid lp-grid-features">
            {FEATURES.map((f) => (
              <li key={f.key} className="lp-card">
                <span className="lp-icon" aria-hidden="true">
                  {FEATURE_ICONS[f.key]}
                </span>
                <h3>{f.title}</h3>
                <p className="lp-muted">{f.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="pricing"
          title="Planos"
          subtitle={`Teste grátis por ${TRIAL_DAYS} dias antes da primeira cobrança. Agendamentos ilimitados em todos os planos.`}
        >
          <ul className="lp-grid lp-grid-3">
            {PLAN_NAMES.map((name) => {
              const plan = PLANS[name];
              return (
                <li key={name} className={plan.popular ? 'lp-card lp-plan lp-plan-popular' : 'lp-card lp-plan'}>
                  <div className="lp-plan-head">
                    <h3>{name}</h3>
                    {plan.popular && <span className="lp-tag">Mais Popular</span>}
                  </div>
                  <div className="lp-plan-body">
                    <div>
                      <span className="lp-price">{formatBRL(plan.price).replace(',00', '')}</span>
                      <span className="lp-muted">/mês</span>
                    </div>
                    {/* Each unit of a network has its own plan (docs/product/units.md, 'Plans and billing'). */}
                    <p className="lp-muted">por unidade</p>
                    <p className="lp-muted">{PROFESSIONALS[name]} · agendamentos ilimitados</p>
                    <ul className="lp-checks">
                      {plan.features.map((f) => (
                        <li key={f}>
                          <LightIcon name="check" />
                          {f}
                        </li>
                      ))}
                    </ul>
                    <Link to="/register" className={plan.popular ? 'lp-btn lp-btn-primary lp-btn-lg lp-btn-block' : 'lp-btn lp-btn-lg lp-btn-block'}>
                      Começar teste grátis
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>

        <Section id="testimonials" title="Quem usa recomenda" alt>
          <ul className="lp-grid lp-grid-3">
            {TESTIMONIALS.map((t) => (
              <li key={t.name} className="lp-card">
                <figure className="lp-quote">
                  <blockquote className="lp-quote">
                    <p>“{t.text}”</p>
                  </blockquote>
                  <figcaption className="lp-person">
                    <span className="lp-avatar" aria-hidden="true">
                      {initials(t.name)}
                    </span>
                    <span>
                      <strong>{t.name}</strong>
                      <span className="lp-muted">{t.business}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="contact" title="Fale com a gente" subtitle="Tire suas dúvidas sobre planos, migração de dados ou integração com WhatsApp.">
          <div className="lp-contact">
            <a href="mailto:contato@salao.app" className="lp-btn lp-btn-lg">
              <LightIcon name="mail" />
              contato@salao.app
            </a>
            <Link to="/register" className="lp-btn lp-btn-primary lp-btn-lg">
              Criar minha conta
            </Link>
          </div>
        </Section>
      </main>
      <PublicFooter />
    </div>
  );
}
