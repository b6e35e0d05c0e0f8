import type { ReactNode } from 'react';
import type { PublicProfessionalDto, PublicServiceDto } from '@salao/contracts';
import { staffName } from '../format';

interface Props {
  /** The section's accessible name. */
  label: string;
  service: PublicServiceDto;
  /** The professional (null: 'Qualquer profissional'). */
  staff: Pick<PublicProfessionalDto, 'name'> | null;
  /** The rows after the service and the professional (dt/dd pairs). */
  children: ReactNode;
}

/** The booking's summary card (review and done steps): service and professional, then the step's own rows. */
export function Summary({ label, service, staff, children }: Props) {
  return (
    <section className="ob-card" aria-label={label}>
      <dl className="ob-sum">
        <dt>Serviço</dt>
        <dd>{service.name}</dd>
        <dt>Profissional</dt>
        <dd>{staffName(staff)}</dd>
        {children}
      </dl>
    </section>
  );
}
