import { useState } from 'react';
import { VISIT_LIMITS, type PublicEstablishmentDto } from '@salao/contracts';
import type { VisitExtra } from '../booking-flow';

interface Props {
  est: PublicEstablishmentDto;
  /** The first service's professional: null ('Qualquer profissional') books a single service. */
  staffId: number | null;
  extras: VisitExtra[];
  onAdd: (extra: VisitExtra) => void;
  onRemove: (index: number) => void;
}

/**
 * 'Adicionar outro serviço' (docs/product/series.md): more services in the same visit, one after the other, each with
 * its professional; the day's times below become those where the whole visit fits.
 */
export function VisitServices({ est, staffId, extras, onAdd, onRemove }: Props) {
  const [open, setOpen] = useState(false);
  const [serviceId, setServiceId] = useState('');
  const [extraStaff, setExtraStaff] = useState('');
  const service = est.services.find((s) => String(s.id) === serviceId) ?? null;
  const professionals = service ? est.professionals.filter((p) => service.staffIds.includes(p.id)) : [];
  const full = extras.length + 1 >= VISIT_LIMITS.maxItems;
  const add = () => {
    if (!service || !extraStaff) return;
    onAdd({ service, staffId: Number(extraStaff) });
    setOpen(false);
    setServiceId('');
    setExtraStaff('');
  };
  const nameOf = (id: number) => est.professionals.find((p) => p.id === id)?.name ?? '';

  return (
    <section className="ob-card" aria-label="Serviços da visita">
      {extras.length > 0 && (
        <ul className="ob-list" data-testid="visit-extras" style={{ marginBottom: 12 }}>
          {extras.map((e, i) => (
            <li key={`${e.service.id}-${i}`} className="ob-row" style={{ cursor: 'default' }}>
              <span style={{ flex: 1 }}>
                + {e.service.name} · {nameOf(e.staffId)}
              </span>
              <button
                type="button"
                className="ob-btn ob-btn-ghost"
                style={{ minHeight: 40 }}
                onClick={() => onRemove(i)}
                aria-label={`Remover ${e.service.name}`}
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}
      {staffId === null ? (
        <p className="ob-note" style={{ margin: 0 }}>
          Para agendar mais de um serviço na mesma visita, escolha a profissional do primeiro serviço.
        </p>
      ) : open ? (
        <div>
          <label className="ob-field">
            <span className="ob-label">Outro serviço</span>
            <select
              className="ob-input"
              value={serviceId}
              onChange={(e) => {
                setServiceId(e.target.value);
                setExtraStaff('');
              }}
            >
              <option value="">Escolha o serviço</option>
              {est.services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          {service && (
            <label className="ob-field">
              <span className="ob-label">Profissional do serviço</span>
              <select className="ob-input" value={extraStaff} onChange={(e) => setExtraStaff(e.target.value)}>
                <option value="">Escolha a profissional</option>
                {professionals.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="ob-stack">
            <button type="button" className="ob-btn ob-btn-block" disabled={!service || !extraStaff} onClick={add}>
              Adicionar à visita
            </button>
            <button type="button" className="ob-btn ob-btn-ghost ob-btn-block" onClick={() => setOpen(false)}>
              Voltar
            </button>
          </div>
        </div>
      ) : (
        !full && (
          <button type="button" className="ob-btn ob-btn-ghost ob-btn-block" onClick={() => setOpen(true)}>
            Adicionar outro serviço
          </button>
        )
      )}
    </section>
  );
}
