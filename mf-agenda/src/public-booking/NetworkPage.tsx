import { useEffect } from 'react';
import { digitsOnly, formatPhone, normalizeBrazilPhone, PUBLIC_BOOKING_MSG, PUBLIC_BOOKING_PATHS, type PublicNetworkDto } from '@salao/contracts';
import { Frame, Notice, Skeleton, StepTitle } from './Frame';
import { pageProblem, usePublicPage } from './use-public-page';

/** A dialable number: +55 and the national digits when it is a Brazilian phone. */
function telephone(phone: string): string {
  const national = normalizeBrazilPhone(phone);
  return national ? `+55${national}` : digitsOnly(phone);
}

/**
 * /agendar/{slug} when the slug is a network's (docs/product/units.md, 'Public page'): its units, each with its
 * address, a map link and 'Agendar' to the unit's own booking page. A network showing one unit goes straight to it.
 */
export function NetworkPage({ slug }: { slug: string }) {
  const page = usePublicPage<PublicNetworkDto>(`/api/public/networks/${encodeURIComponent(slug)}`, { rows: 3, problem: pageProblem });
  const network = page.data;
  const only = network?.units.length === 1 ? network.units[0]! : null;
  useEffect(() => {
    if (only) window.location.replace(PUBLIC_BOOKING_PATHS.page(only.slug));
  }, [only]);
  if (!network) return page.screen;
  if (only) {
    return (
      <Frame name={network.name}>
        <Skeleton rows={5} />
      </Frame>
    );
  }
  if (network.units.length === 0) {
    return (
      <Frame name={network.name}>
        <Notice icon="search" tone="warn" title={PUBLIC_BOOKING_MSG.pageNotFound}>
          <p className="ob-lead">Nenhuma unidade desta rede está recebendo agendamentos online no momento.</p>
        </Notice>
      </Frame>
    );
  }
  return (
    <Frame name={network.name} subtitle={`${network.units.length} unidades`}>
      <StepTitle>Escolha a unidade</StepTitle>
      <p className="ob-lead">Veja onde fica cada uma e agende na que preferir.</p>
      <ul className="ob-units">
        {network.units.map((unit) => (
          <li key={unit.slug} className="ob-card ob-unit">
            <h2 className="ob-unit-name">{unit.name}</h2>
            {unit.address && <p className="ob-unit-line">{unit.address}</p>}
            {unit.phone && (
              <p className="ob-unit-line">
                <a className="ob-unit-phone" href={`tel:${telephone(unit.phone)}`}>
                  {formatPhone(unit.phone)}
                </a>
              </p>
            )}
            <div className="ob-unit-actions">
              {unit.mapUrl && (
                <a className="ob-btn ob-btn-ghost" href={unit.mapUrl} target="_blank" rel="noopener noreferrer">
                  Ver no mapa<span className="ob-sr"> ({unit.name}, abre em nova aba)</span>
                </a>
              )}
              <a className="ob-btn" href={PUBLIC_BOOKING_PATHS.page(unit.slug)}>
                Agendar<span className="ob-sr"> em {unit.name}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
