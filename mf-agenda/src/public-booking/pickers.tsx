import { useMemo, useState, type ReactNode } from 'react';
import { formatBRL, initials, type PublicProfessionalDto, type PublicServiceDto } from '@salao/contracts';
import { formatDuration } from './format';

/** One tappable row of a booking step's list: optional avatar, title, subtitle, trailing text and a chevron. */
function PickRow({ avatar, title, sub, trailing, onPick }: { avatar?: ReactNode; title: string; sub?: string; trailing?: ReactNode; onPick: () => void }) {
  return (
    <li>
      <button type="button" className="ob-row" onClick={onPick}>
        {avatar !== undefined && (
          <span className="ob-avatar" aria-hidden="true">
            {avatar}
          </span>
        )}
        <span className="ob-row-main">
          <span className="ob-row-title">{title}</span>
          {sub && <span className="ob-row-sub">{sub}</span>}
        </span>
        {trailing}
        <span className="ob-chev" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}

/** Step 1: the services by category, each with its duration and price. */
export function ServiceList({ services, onPick }: { services: PublicServiceDto[]; onPick: (s: PublicServiceDto) => void }) {
  const groups = useMemo(() => {
    const map = new Map<string, PublicServiceDto[]>();
    for (const s of services) {
      const key = s.category ?? 'Sem categoria';
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    return [...map.entries()];
  }, [services]);
  return (
    <>
      {groups.map(([category, list]) => (
        <section key={category} aria-label={category}>
          <h2 className="ob-h2">{category}</h2>
          <ul className="ob-list">
            {list.map((s) => (
              <PickRow
                key={s.id}
                title={s.name}
                sub={formatDuration(s.duration)}
                trailing={<span className="ob-price">{formatBRL(s.price)}</span>}
                onPick={() => onPick(s)}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Step 2: 'Qualquer profissional' (null) first, then everyone who performs the service. */
export function ProfessionalList({ professionals, onPick }: { professionals: PublicProfessionalDto[]; onPick: (staffId: number | null) => void }) {
  return (
    <ul className="ob-list">
      <PickRow avatar="★" title="Qualquer profissional" sub="Mais horários disponíveis" onPick={() => onPick(null)} />
      {professionals.map((p) => (
        <PickRow key={p.id} avatar={initials(p.name)} title={p.name} onPick={() => onPick(p.id)} />
      ))}
    </ul>
  );
}

/** The manage link with a copy button ('Copiado!' for 2 s). */
export function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="ob-link-box">
      <input readOnly value={url} aria-label="Link do agendamento" onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="ob-btn ob-btn-ghost" style={{ minHeight: 44, padding: '0 14px' }} onClick={copy}>
        {copied ? 'Copiado!' : 'Copiar'}
      </button>
    </div>
  );
}
